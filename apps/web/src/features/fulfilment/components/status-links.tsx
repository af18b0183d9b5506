import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export type TStatusLink<K extends string> = { key: K | 'all'; label: string; total: number };

/** A list's status links with their counts (spec 3 §2.6): the chosen one is marked as the current page. */
export function StatusLinks<K extends string>({ links, current, href, label }: { links: TStatusLink<K>[]; current: K | 'all'; href: (key: K | 'all') => string; label: string }) {
  return (
    <Group component="nav" aria-label={label} gap={6} mb="md" data-testid="status-links">
      {links.map((l) => {
        const active = l.key === current;
        return (
          <Button
            key={l.key}
            component={Link}
            to={href(l.key)}
            size="compact-sm"
            variant={active ? 'filled' : 'default'}
            aria-current={active ? 'page' : undefined}
            rightSection={
              <Badge size="sm" variant={active ? 'white' : 'light'} color={active ? 'dark' : 'gray'} circle={false}>
                {l.total.toLocaleString('en-GB')}
              </Badge>
            }
            data-testid={`status-${l.key}`}
          >
            {l.label}
          </Button>
        );
      })}
    </Group>
  );
}
