import { useState, type ReactNode } from 'react';
import { Button, Group, Select, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { TABLE_PAGE_SIZES, perPageCookie } from '@gifthub/shared/constants';
import { pageMeta, type TPageMeta } from '@gifthub/shared/paging';
import { getCookie, setCookie } from '../lib/cookies';

/** Items per page for a list, remembered in the list's WSPerPage-{list} cookie (spec 3 §9: a stored cookie overrides the page size). */
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

/** A list's total: '1,234'; a capped count (total_capped: the API counted one past its cap) reads '10,000+'. */
const totalText = (meta: TPageMeta) => (meta.total_capped ? `${(meta.total - 1).toLocaleString('en-GB')}+` : meta.total.toLocaleString('en-GB'));

/** 'Showing 11–20 of 42 gifts'; an empty list reads 'No gifts', or 'Showing 0 of 0' without a noun. */
export const pageSummary = (meta: TPageMeta, shown: number, noun?: string) => {
  if (meta.total === 0 || shown === 0) return noun ? `No ${noun}` : `Showing 0 of ${meta.total}`;
  const from = (meta.current_page - 1) * meta.per_page + 1;
  return `Showing ${from.toLocaleString('en-GB')}–${(from + shown - 1).toLocaleString('en-GB')} of ${totalText(meta)}${noun ? ` ${noun}` : ''}`;
};

/** Table footer of spec 3 §2.1: a summary, Previous/Next and a per-page choice. */
export function PagingFooter({
  meta,
  shown,
  noun,
  onPage,
  perPage,
  onPerPage,
  sizes = TABLE_PAGE_SIZES,
}: {
  /** Unset while the first page loads: the footer reads as an empty list. */
  meta: TPageMeta | undefined;
  shown: number;
  /** What the rows are ('gifts'), named in the summary. */
  noun?: string;
  onPage: (page: number) => void;
  perPage: number;
  /** Without it the page size is fixed and no per-page choice shows. */
  onPerPage?: (n: number) => void;
  sizes?: readonly number[];
}) {
  const m = meta ?? pageMeta(0, 1, perPage);
  return (
    <Group justify="space-between" mt="md" gap="sm" data-testid="paging-footer">
      <Text size="sm" c="dimmed">
        {pageSummary(m, shown, noun)}
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
        <Button size="xs" variant="default" disabled={m.current_page <= 1} onClick={() => onPage(m.current_page - 1)}>
          Previous
        </Button>
        <Button size="xs" variant="default" disabled={m.current_page >= m.last_page} onClick={() => onPage(m.current_page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}

export type TDirection = 'asc' | 'desc';
export type TSort<K extends string> = { sort?: K; direction?: TDirection };

/** A list's query string after some changes: null removes a key, and any change but the page's own goes back to page 1. */
export function changeParams(prev: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The sort a list's query string asks for: one of the list's keys, descending unless direction=asc; anything else is no sort. */
export function readSort<K extends string>(params: URLSearchParams, sorts: readonly K[]): TSort<K> {
  const raw = params.get('sort');
  return (sorts as readonly string[]).includes(raw ?? '') ? { sort: raw as K, direction: params.get('direction') === 'asc' ? 'asc' : 'desc' } : {};
}

/** A sort as query-string changes (readSort's other half): no sort removes both keys. */
export const sortParams = (s: TSort<string>) => ({ sort: s.sort ?? null, direction: s.direction ?? null });

/** The page size: ?per_page= when it is one of the sizes, else the remembered one (usePerPage). */
export function readPerPage(params: URLSearchParams, sizes: readonly number[], remembered: number) {
  const fromUrl = Number(params.get('per_page'));
  return sizes.includes(fromUrl) ? fromUrl : remembered;
}

/** PagingFooter's handlers for a list whose page and page size live in the query string (page 1 and the size leave no page key). */
export const queryPaging = (update: (changes: Record<string, string | null>) => void, setPerPage: (n: number) => void) => ({
  onPage: (p: number) => update({ page: p > 1 ? String(p) : null }),
  onPerPage: (n: number) => {
    setPerPage(n);
    update({ per_page: String(n), page: null });
  },
});

/**
 * Spec 3 §4: the first click sorts descending, the next ascending, the next clears. Spec 2 §4's responses start
 * ascending instead (first: 'asc': none, ascending, descending, none).
 */
export function nextSort<K extends string>(current: TSort<K>, key: K, first: TDirection = 'desc'): TSort<K> {
  const second: TDirection = first === 'desc' ? 'asc' : 'desc';
  if (current.sort !== key) return { sort: key, direction: first };
  if (current.direction === first) return { sort: key, direction: second };
  return {};
}

/** A column header that cycles its sort on click (nextSort) and shows the direction. */
export function SortableTh<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
  first,
}: {
  label: string;
  sortKey: K;
  sort: TSort<K>;
  onSort: (s: TSort<K>) => void;
  first?: TDirection;
}) {
  const active = sort.sort === sortKey;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, sortKey, first))} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} stroke={1.8} opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** A three-state filter: null is all, true yes, false no. */
export type TTriState = boolean | null;

/** Spec 3 §4: three-state filters cycle all → yes → no → all. */
export const nextTriState = (v: TTriState): TTriState => (v === null ? true : v === true ? false : null);
export const triStateLabel = (v: TTriState) => (v === null ? 'All' : v ? 'Yes' : 'No');

/** A button showing '{label}: All|Yes|No' that moves to the next state on click. */
export function TriStateToggle({ label, value, onChange, testId }: { label: string; value: TTriState; onChange: (v: TTriState) => void; testId?: string }) {
  return (
    <Button
      size="xs"
      variant={value === null ? 'default' : 'light'}
      color={value === false ? 'red' : undefined}
      onClick={() => onChange(nextTriState(value))}
      aria-label={`${label}: ${triStateLabel(value)}`}
      data-testid={testId}
    >
      {label}: {triStateLabel(value)}
    </Button>
  );
}

/** One row across the table with a dimmed message: loading, failed or nothing to show. */
export function EmptyRow({ cols, children, testId }: { cols: number; children: ReactNode; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <Text c="dimmed" ta="center" py="lg" size="sm" className="gh-list-message" data-testid={testId}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A list's search box: labelled Search, with what it matches as the placeholder. */
export function SearchBox({ placeholder, value, onChange, w = 260, testId }: { placeholder: string; value: string; onChange: (text: string) => void; w?: number; testId?: string }) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={w}
      data-testid={testId}
    />
  );
}

/**
 * A search box whose query lives in the URL: the box keeps what is typed, and the list follows 300 ms after typing
 * stops, with the text trimmed.
 */
export function QuerySearchBox({ value, onSearch, ...box }: { placeholder: string; value: string; onSearch: (q: string) => void; w?: number; testId?: string }) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((v: string) => onSearch(v.trim()), 300);
  return (
    <SearchBox
      {...box}
      value={text}
      onChange={(next) => {
        setText(next);
        search(next);
      }}
    />
  );
}
