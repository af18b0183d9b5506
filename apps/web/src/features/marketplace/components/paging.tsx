import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { perPageCookie } from '@gifthub/shared/constants';
import type { TPageMeta } from '@gifthub/shared/paging';
import { getCookie, setCookie } from '../../../lib/cookies';

/** Items per page of a list, remembered in its WSPerPage-{list} cookie (spec 3 §9: a stored cookie overrides the page size). */
export function usePerPage(list: string, sizes: readonly number[], fallback: number) {
  const [perPage, setPerPage] = useState(() => {
    const stored = Number(getCookie(perPageCookie(list)));
    return sizes.includes(stored) ? stored : fallback;
  });
  const change = (n: number) => {
    setCookie(perPageCookie(list), String(n));
    setPerPage(n);
  };
  return [perPage, change] as const;
}

export const pageSummary = (meta: TPageMeta, shown: number, noun: string) => {
  if (meta.total === 0 || shown === 0) return `No ${noun}`;
  const from = (meta.current_page - 1) * meta.per_page + 1;
  return `Showing ${from}–${from + shown - 1} of ${meta.total} ${noun}`;
};

/** A list footer: a summary, a per-page choice and Previous/Next. */
export function PagingFooter({
  meta,
  shown,
  noun,
  onPage,
  perPage,
  onPerPage,
  sizes,
}: {
  meta: TPageMeta;
  shown: number;
  noun: string;
  onPage: (page: number) => void;
  perPage: number;
  onPerPage: (n: number) => void;
  sizes: readonly number[];
}) {
  return (
    <Group justify="space-between" mt="md" gap="sm" data-testid="paging-footer">
      <Text size="sm" c="dimmed">
        {pageSummary(meta, shown, noun)}
      </Text>
      <Group gap="sm">
        <Select
          label="Per page"
          size="xs"
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap', marginBottom: 0 }, wrapper: { width: 72 } }}
          data={sizes.map(String)}
          value={String(perPage)}
          onChange={(v) => v && onPerPage(Number(v))}
          allowDeselect={false}
        />
        <Button size="xs" variant="default" disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
          Previous
        </Button>
        <Button size="xs" variant="default" disabled={meta.current_page >= meta.last_page} onClick={() => onPage(meta.current_page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
