import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { TABLE_PAGE_SIZES, perPageCookie } from '@gifthub/shared/constants';
import type { TPageMeta } from '@gifthub/shared/paging';
import { getCookie, setCookie } from '../lib/cookies';

/** Items per page for a list, remembered in the list's WSPerPage-{list} cookie. */
export function usePerPage(list: string, sizes: readonly number[] = TABLE_PAGE_SIZES, fallback = sizes[0] ?? 10) {
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

export const pageSummary = (meta: TPageMeta, shown: number) => {
  if (meta.total === 0 || shown === 0) return `Showing 0 of ${meta.total}`;
  const from = (meta.current_page - 1) * meta.per_page + 1;
  return `Showing ${from}–${from + shown - 1} of ${meta.total}`;
};

/** Table footer of spec 3 §2.1: a summary, Previous/Next and a per-page choice. */
export function PagingFooter({
  meta,
  shown,
  onPage,
  perPage,
  onPerPage,
  sizes = TABLE_PAGE_SIZES,
}: {
  meta: TPageMeta;
  shown: number;
  onPage: (page: number) => void;
  perPage: number;
  /** Without it the page size is fixed and no per-page choice shows. */
  onPerPage?: (n: number) => void;
  sizes?: readonly number[];
}) {
  return (
    <Group justify="space-between" mt="md" gap="sm" data-testid="paging-footer">
      <Text size="sm" c="dimmed">
        {pageSummary(meta, shown)}
      </Text>
      <Group gap="sm">
        {onPerPage && (
          <Select
            label="Per page"
            size="xs"
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap', marginBottom: 0 }, wrapper: { width: 72 } }}
            data={sizes.map(String)}
            value={String(perPage)}
            onChange={(v) => v && onPerPage(Number(v))}
            allowDeselect={false}
          />
        )}
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
