import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: named by its title, focus moves into it (the first control after the close button) and
 * stays there while it is open, Esc and the close button call onClose, and focus returns where it was.
 */
export function Dialog({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    const before = document.activeElement as HTMLElement | null;
    const items = ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    (items?.[1] ?? items?.[0])?.focus();
    return () => before?.focus?.();
  }, [opened]);
  if (!opened) return null;

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="l-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="l-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={ref} onKeyDown={onKeyDown}>
        <div className="l-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="l-btn l-btn-subtle" aria-label="Close" onClick={onClose}>
            <span aria-hidden style={{ fontSize: 22, lineHeight: 1 }}>
              ×
            </span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
