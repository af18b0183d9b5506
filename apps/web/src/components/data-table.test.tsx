import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Table } from '@mantine/core';
import { Providers, makeQueryClient } from '../app/providers';
import { DataTable, listStatus, type TListStatus } from './data-table';
// The stylesheet as written (CSS is not loaded in the test DOM): the sticky rule must match the table's attribute.
const css = readFileSync(join(__dirname, 'data-table.css'), 'utf8');

afterEach(cleanup);

function renderTable(status: TListStatus, opts: { stickyFirst?: boolean } = {}) {
  return render(
    <Providers client={makeQueryClient()}>
      <DataTable
        label="Things"
        minWidth={900}
        cols={3}
        testId="things"
        status={status}
        stickyFirst={opts.stickyFirst}
        texts={{ loading: 'Loading things…', failed: 'Things failed.', empty: 'No things yet.', emptyTestId: 'things-empty' }}
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Link</Table.Th>
          </>
        }
      >
        <Table.Tr data-testid="row">
          <Table.Td>Alpha</Table.Td>
          <Table.Td>PROCESSING</Table.Td>
          <Table.Td>copy</Table.Td>
        </Table.Tr>
      </DataTable>
    </Providers>,
  );
}

describe('DataTable', () => {
  it('scrolls inside its own labelled, focusable region at the minimum width', () => {
    renderTable({});
    const scroll = screen.getByTestId('things-scroll');
    expect(scroll).toHaveAttribute('data-table-scroll');
    // Mantine's ScrollArea in 'auto' mode: the scrollbar shows when the content is wider, not only on hover.
    // The viewport is the scroll container (Mantine's ScrollArea); its scrollbar's visibility is checked in the browser (e2e layout.spec).
    expect(scroll.querySelector('.mantine-ScrollArea-viewport')).toHaveAttribute('role', 'region');
    const region = screen.getByRole('region', { name: 'Things' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByTestId('things')).toBeInTheDocument();
    expect(scroll.getAttribute('style')).toContain('--table-min-width: calc(56.25rem');
  });

  it('pins the first column unless told not to, by the stylesheet’s sticky rule', () => {
    renderTable({});
    const table = screen.getByTestId('things');
    expect(table).toHaveClass('gh-data-table');
    expect(table).toHaveAttribute('data-sticky-first', 'true');
    expect(css).toMatch(/\.gh-data-table\[data-sticky-first\] > tbody > tr > td:first-child \{[^}]*position: sticky;[^}]*inset-inline-start: 0;[^}]*background-color:/);
    cleanup();
    renderTable({}, { stickyFirst: false });
    expect(screen.getByTestId('things')).not.toHaveAttribute('data-sticky-first');
  });

  it('shows one message row in place of the rows while loading, when failed and when empty, and the rows otherwise', () => {
    const cases: [TListStatus, string | null][] = [
      [{ pending: true, empty: true }, 'Loading things…'],
      [{ failed: true, empty: true }, 'Things failed.'],
      [{ empty: true }, 'No things yet.'],
      [{}, null],
    ];
    for (const [status, message] of cases) {
      renderTable(status);
      const body = screen.getByTestId('things').querySelector('tbody')!;
      if (message) {
        expect(body).toHaveTextContent(message);
        expect(screen.queryByTestId('row')).toBeNull();
        expect(body.querySelector('td')).toHaveAttribute('colspan', '3');
      } else expect(within(body).getByTestId('row')).toHaveTextContent('AlphaPROCESSINGcopy');
      if (status.empty && !status.pending && !status.failed) expect(screen.getByTestId('things-empty')).toHaveTextContent('No things yet.');
      cleanup();
    }
  });

  it('reads a query: pending, failed (or answered nothing) and empty', () => {
    expect(listStatus({ isPending: true, isError: false }, 0)).toEqual({ pending: true, failed: false, empty: true });
    expect(listStatus({ isPending: false, isError: true }, 0)).toMatchObject({ failed: true });
    expect(listStatus({ isPending: false, isError: false, data: undefined }, 0)).toMatchObject({ failed: true });
    expect(listStatus({ isPending: false, isError: false, data: { data: [1] } }, 1)).toEqual({ pending: false, failed: false, empty: false });
  });
});
