import { useEffect, useState } from 'react';
import { Button, Collapse, Paper, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronDown, IconListDetails } from '@tabler/icons-react';
import type { TResourceHeading } from '@gifthub/shared/resources';
import classes from './resources.module.css';

/** The heading nearest above the top of the window while reading: the navigation marks it. */
export function useActiveHeading(ids: string[]) {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  useEffect(() => {
    if (!ids.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) visible.set(e.target.id, e.isIntersecting);
        const first = ids.find((id) => visible.get(id));
        if (first) setActive(first);
      },
      { rootMargin: '0px 0px -70% 0px' },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ids]);
  return [active, setActive] as const;
}

type TNavProps = { headings: TResourceHeading[]; active: string | null; onGo: (id: string) => void };

function NavLinks({ headings, active, onGo }: TNavProps) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {headings.map((h) => (
        <li key={h.id}>
          <a
            href={`#${h.id}`}
            className={classes.navLink}
            data-level={h.level}
            aria-current={active === h.id ? 'location' : undefined}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              onGo(h.id);
            }}
          >
            {h.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The post's side navigation from its h2 and h3 headings (spec 3 §2.9): sticky beside the text on wide screens, a
 * list that opens above the text on narrow ones (closed after a jump, so the heading is what the reader sees).
 */
export function ResourceNav({ headings, active, onGo, wide }: TNavProps & { wide: boolean }) {
  const [open, setOpen] = useState(false);
  // Without motion (the theme respects prefers-reduced-motion) Mantine's Collapse drops its content when closed: the
  // list stays in the page, hidden, so the button's aria-controls always names it.
  const reduceMotion = useReducedMotion();
  if (!headings.length) return null;
  if (wide)
    return (
      <nav aria-labelledby="resource-nav-title" className={classes.sticky} data-testid="resource-nav">
        <Text id="resource-nav-title" size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
          On this page
        </Text>
        <NavLinks headings={headings} active={active} onGo={onGo} />
      </nav>
    );
  const list = (
    <div style={{ paddingTop: 8 }}>
      <NavLinks
        headings={headings}
        active={active}
        onGo={(id) => {
          setOpen(false);
          onGo(id);
        }}
      />
    </div>
  );
  return (
    <Paper withBorder radius="md" p="xs" mb="lg" component="nav" aria-label="On this page" data-testid="resource-nav">
      <Button
        variant="subtle"
        color="gray"
        fullWidth
        justify="space-between"
        rightSection={<IconChevronDown size={16} style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="resource-nav-list"
      >
        <IconListDetails size={16} style={{ marginRight: 8, verticalAlign: 'middle' }} aria-hidden />
        On this page
      </Button>
      {reduceMotion ? (
        <div id="resource-nav-list" hidden={!open}>
          {list}
        </div>
      ) : (
        <Collapse in={open} id="resource-nav-list">
          {list}
        </Collapse>
      )}
    </Paper>
  );
}
