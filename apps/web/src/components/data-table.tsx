import type { CSSProperties, ReactNode } from 'react';
import { Table, type TableProps } from '@mantine/core';
import { EmptyRow } from './list-controls';
import './data-table.css';

/** Where a list stands: its first page loading, failed, or loaded with no rows. */
/**
 * A table's scroll frame as a named region that takes focus, so a keyboard can scroll a table wider than its frame
 * (WCAG 2.1.1; axe's scrollable-region-focusable): Table.ScrollContainer's `scrollAreaProps`.
 */
export const focusableScrollArea = (label: string) => ({ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } });

export type TListStatus = { pending?: boolean; failed?: boolean; empty?: boolean };

/** A query's status for a table: failed also when it answered nothing. */
export const listStatus = (query: { isPending: boolean; isError: boolean; data?: unknown }, rows: number): TListStatus => ({
  pending: query.isPending,
  failed: query.isError || (!query.isPending && query.data === undefined),
  empty: rows === 0,
});

/** What a list says in place of its rows. */
export type TListTexts = { loading?: ReactNode; failed?: ReactNode; empty: ReactNode; /** The empty message's test id. */ emptyTestId?: string };

/**
 * Every list's table. Under `minWidth` it scrolls sideways inside its own frame with a visible scrollbar while the
 * first column (the row's name) stays pinned, so every column stays reachable beside the help sidebar or on a phone;
 * badges are never cut. In place of the rows it shows one message row while loading, when the list failed or is empty.
 */
export function DataTable({
  label,
  head,
  cols,
  minWidth,
  status = {},
  texts,
  stickyFirst = true,
  testId,
  tableProps,
  style,
  busy,
  children,
}: {
  /** Names the scrolling region for screen readers ('Order History'). */
  label: string;
  /** The header cells. */
  head: ReactNode;
  cols: number;
  minWidth: number;
  status?: TListStatus;
  texts: TListTexts;
  stickyFirst?: boolean;
  testId?: string;
  tableProps?: Pick<TableProps, 'striped' | 'highlightOnHover' | 'verticalSpacing' | 'horizontalSpacing' | 'withTableBorder'>;
  style?: CSSProperties;
  /** The next rows are loading: the rows shown stay readable and the table says it is busy. */
  busy?: boolean;
  /** The rows, shown when the list has loaded and is not empty. */
  children: ReactNode;
}) {
  const { loading = 'Loading…', failed = 'This list could not be loaded. Please try again later.', empty, emptyTestId } = texts;
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="scrollarea"
      // 'auto': the scrollbar shows whenever the table is wider than its frame, not only on hover. The viewport takes
      // focus so a keyboard can scroll it.
      scrollAreaProps={{ type: 'auto', ...focusableScrollArea(label) }}
      data-testid={testId ? `${testId}-scroll` : undefined}
      data-table-scroll=""
    >
      <Table
        verticalSpacing="sm"
        highlightOnHover
        {...tableProps}
        className="gh-data-table"
        data-sticky-first={stickyFirst || undefined}
        data-testid={testId}
        aria-busy={busy || undefined}
        style={style}
      >
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.pending ? (
            <EmptyRow cols={cols}>{loading}</EmptyRow>
          ) : status.failed ? (
            <EmptyRow cols={cols}>{failed}</EmptyRow>
          ) : status.empty ? (
            <EmptyRow cols={cols} testId={emptyTestId}>
              {empty}
            </EmptyRow>
          ) : (
            children
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
