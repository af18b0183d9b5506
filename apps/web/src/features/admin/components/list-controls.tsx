import { useState, type ReactNode } from 'react';
import { Button, Group, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { TABLE_PAGE_SIZES, perPageCookie } from '@gifthub/shared/constants';
import type { TPageMeta } from '@gifthub/shared/paging';
import { getCookie, setCookie } from '../../../lib/cookies';

export type TDirection = 'asc' | 'desc';
export type TSort<K extends string> = { sort?: K; direction?: TDirection };

/** Spec 3 §4: the first click sorts descending, the next ascending, the next clears. */
export function nextSort<K extends string>(current: TSort<K>, key: K): TSort<K> {
  if (current.sort !== key) return { sort: key, direction: 'desc' };
  if (current.direction === 'desc') return { sort: key, direction: 'asc' };
  return {};
}

export function SortableTh<K extends string>({ label, sortKey, sort, onSort }: { label: string; sortKey: K; sort: TSort<K>; onSort: (s: TSort<K>) => void }) {
  const active = sort.sort === sortKey;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, sortKey))} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} stroke={1.8} opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Per-page choice remembered in the WSPerPage-{list} cookie. */
export function usePerPage(list: string, fallback: number = TABLE_PAGE_SIZES[1]) {
  const [perPage, setPerPage] = useState(() => {
    const stored = Number(getCookie(perPageCookie(list)));
    return (TABLE_PAGE_SIZES as readonly number[]).includes(stored) ? stored : fallback;
  });
  const update = (n: number) => {
    setCookie(perPageCookie(list), String(n));
    setPerPage(n);
  };
  return [perPage, update] as const;
}

/** Table footer: a summary, a per-page choice and Previous/Next. */
export function ListFooter({ meta, noun, onPage, perPage, onPerPage }: { meta: TPageMeta | undefined; noun: string; onPage: (p: number) => void; perPage: number; onPerPage: (n: number) => void }) {
  const page = meta?.current_page ?? 1;
  const total = meta?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" align="flex-end" mt="md" data-testid="list-footer">
      <Text size="sm" c="dimmed">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}
      </Text>
      <Group gap="sm" align="flex-end">
        <Select
          label="Per page"
          size="xs"
          w={90}
          data={TABLE_PAGE_SIZES.map(String)}
          value={String(perPage)}
          allowDeselect={false}
          onChange={(v) => v && onPerPage(Number(v))}
        />
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="xs" variant="default" disabled={!meta || page >= meta.last_page} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}

export function EmptyRow({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <Text c="dimmed" ta="center" py="lg" size="sm">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Spec 3 §9: DD/MM/YY in lists, DD/MM/YYYY HH:mm elsewhere. */
export const listDate = (iso: string) => dayjs(iso).format('DD/MM/YY');
export const fullDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
