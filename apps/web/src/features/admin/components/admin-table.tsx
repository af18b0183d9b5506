import { useState, type ReactNode } from 'react';
import { Group, Paper, Select, Text, type TableProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import type { TPaged } from '@gifthub/shared/paging';
import { DataTable, listStatus } from '../../../components/data-table';
import { PagingFooter, usePerPage } from '../../../components/list-controls';

/** Page and per-page of a staff list; the per-page choice is remembered and starts again from the first page. */
export function useListPaging(list: string, fallback: number = TABLE_PAGE_SIZES[1]) {
  const [page, setPage] = useState(1);
  const [perPage, storePerPage] = usePerPage(list, TABLE_PAGE_SIZES, fallback);
  const setPerPage = (n: number) => {
    storePerPage(n);
    setPage(1);
  };
  return { page, setPage, perPage, setPerPage };
}
export type TListPaging = ReturnType<typeof useListPaging>;

/** A staff list's search box: the text as typed, the query 300 ms after typing stops, and a change that goes back to page 1. */
export function useListSearch(paging: TListPaging) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const change = (next: string) => {
    setText(next);
    paging.setPage(1);
  };
  return { text, q: q || undefined, change };
}

/**
 * A staff queue's status filter and the line that says what comes first: the chosen status (or none), a change that
 * goes back to page 1.
 */
export function AdminStatusFilter<S extends string>({
  statuses,
  labels,
  value,
  onChange,
  paging,
  hint,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S | undefined;
  onChange: (status: S | undefined) => void;
  paging: TListPaging;
  hint: ReactNode;
}) {
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={statuses.map((s) => ({ value: s, label: labels[s] }))}
        value={value ?? null}
        onChange={(v) => {
          onChange((v as S | null) ?? undefined);
          paging.setPage(1);
        }}
        w={180}
      />
      <Text size="sm" c="dimmed" pb={6}>
        {hint}
      </Text>
    </Group>
  );
}

/**
 * A staff list: the shared table (components/data-table: sideways scroll with a pinned first column, a loading,
 * failed or empty row in place of the rows) in its frame, and the paging footer under it.
 */
export function AdminTable<T>({
  query,
  paging,
  noun,
  testId,
  minWidth,
  cols,
  head,
  loading,
  failed,
  empty,
  tableProps = { highlightOnHover: true, verticalSpacing: 'sm' },
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: TPaged<T> | undefined };
  paging: TListPaging;
  /** What the rows are, for the footer's summary ('users'). */
  noun: string;
  testId: string;
  minWidth: number;
  cols: number;
  /** The header cells. */
  head: ReactNode;
  loading: string;
  failed: string;
  empty: ReactNode;
  tableProps?: Pick<TableProps, 'striped' | 'highlightOnHover' | 'verticalSpacing'>;
  /** The rows of the page. */
  children: (rows: T[]) => ReactNode;
}) {
  const { data } = query;
  return (
    <>
      <Paper withBorder radius="md">
        <DataTable
          label={noun.charAt(0).toUpperCase() + noun.slice(1)}
          minWidth={minWidth}
          cols={cols}
          testId={testId}
          tableProps={tableProps}
          status={listStatus(query, data?.data.length ?? 0)}
          texts={{ loading, failed, empty }}
          head={head}
        >
          {data && children(data.data)}
        </DataTable>
      </Paper>
      <PagingFooter meta={data?.meta} shown={data?.data.length ?? 0} noun={noun} perPage={paging.perPage} onPage={paging.setPage} onPerPage={paging.setPerPage} />
    </>
  );
}
