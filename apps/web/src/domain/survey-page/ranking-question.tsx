import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TQuestionProps } from './question-types';

// Ranking (spec 2 §4): the answer is the ordered list. Reordered by dragging an item's handle (pointer events, so
// mouse, touch and pen alike; no drag library in the light page) or with each item's Move up and Move down buttons,
// which the arrow keys also drive. Each move is announced.

const moved = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export function RankingQuestion(p: TQuestionProps) {
  const { question, value, onChange } = p;
  const order = Array.isArray(value) && value.length === question.options.length ? value : question.options;
  const [said, setSaid] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // The order as last moved: a drag moves several times before the page renders again.
  const orderRef = useRef(order);
  useEffect(() => {
    orderRef.current = order;
  });

  const move = (from: number, to: number) => {
    const list = orderRef.current;
    if (to < 0 || to >= list.length || from === to) return;
    const next = moved(list, from, to);
    orderRef.current = next;
    onChange(next);
    setSaid(`${list[from]}: position ${to + 1} of ${list.length}`);
  };

  const onKey = (e: KeyboardEvent, index: number) => {
    const to = e.key === 'ArrowUp' ? index - 1 : e.key === 'ArrowDown' ? index + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? order.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    move(index, to);
  };

  // A drag follows the pointer on the window: the dragged item's node moves in the page as the order changes,
  // which would end a pointer capture on it.
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);
  const onPointerDown = (e: PointerEvent<HTMLSpanElement>, item: string) => {
    if (e.button !== 0) return;
    e.preventDefault();
    stopDrag.current?.();
    setDragging(item);
    const follow = (ev: globalThis.PointerEvent) => {
      if (!listRef.current) return;
      const items = [...listRef.current.children] as HTMLElement[];
      const from = orderRef.current.indexOf(item);
      if (from < 0) return;
      // The new place: how many of the other items have their middle above the pointer.
      const to = items.filter((el, i) => i !== from && el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2 < ev.clientY).length;
      move(from, to);
    };
    const stop = () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
      stopDrag.current = null;
      setDragging(null);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    stopDrag.current = stop;
  };

  return (
    <div className="sv-ranking">
      <p className="sv-hint" id={`${p.labelId}-how`}>
        Drag the items into your order, or use the Move up and Move down buttons (or the arrow keys on them).
      </p>
      <ol ref={listRef} className="sv-rank-list" aria-labelledby={p.labelId} aria-describedby={[`${p.labelId}-how`, p.describedBy].filter(Boolean).join(' ')}>
        {order.map((item, i) => (
          <li key={item} className={dragging === item ? 'sv-rank-item sv-dragging' : 'sv-rank-item'}>
            <span className="sv-rank-handle" aria-hidden onPointerDown={(e) => onPointerDown(e, item)}>
              ⠿
            </span>
            <span className="sv-rank-pos" aria-hidden>
              {i + 1}
            </span>
            <span className="sv-rank-name">{item || `Option ${i + 1}`}</span>
            <button type="button" className="sv-rank-btn" aria-label={`Move ${item} up`} aria-disabled={i === 0 || undefined} onClick={() => move(i, i - 1)} onKeyDown={(e) => onKey(e, i)}>
              <span aria-hidden>↑</span>
            </button>
            <button
              type="button"
              className="sv-rank-btn"
              aria-label={`Move ${item} down`}
              aria-disabled={i === order.length - 1 || undefined}
              onClick={() => move(i, i + 1)}
              onKeyDown={(e) => onKey(e, i)}
            >
              <span aria-hidden>↓</span>
            </button>
          </li>
        ))}
      </ol>
      <span className="sv-sr" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
