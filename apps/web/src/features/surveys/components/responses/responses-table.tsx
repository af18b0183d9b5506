import { Anchor, Badge, Table, Text } from '@mantine/core';
import { responsesTexts, type TResponseRow } from '@gifthub/shared/survey-responses';
import { DataTable, type TListStatus } from '../../../../components/data-table';
import { SortableTh, type TSort } from '../../../../components/list-controls';
import { fullDate } from '../../../../lib/dates';
import { answerText, type TColumn } from './responses-model';

type TProps = {
  columns: TColumn[];
  rows: TResponseRow[];
  sort: TSort<string>;
  onSort: (s: TSort<string>) => void;
  onOpen: (id: number) => void;
  status: TListStatus;
  busy: boolean;
  empty: React.ReactNode;
};

/** The Responses table: the id opens the side panel; every other column sorts none, ascending, descending (spec 2 §4). */
export function ResponsesTable({ columns, rows, sort, onSort, onOpen, status, busy, empty }: TProps) {
  return (
    <DataTable
      label="Responses"
      testId="responses-table"
      cols={columns.length + 1}
      minWidth={Math.max(640, 160 + columns.length * 150)}
      status={status}
      busy={busy}
      texts={{ empty, emptyTestId: 'responses-list-empty' }}
      head={
        <>
          <Table.Th>ID</Table.Th>
          {columns.map((c) =>
            c.key === 'notes' ? (
              <Table.Th key={c.key}>{c.label}</Table.Th>
            ) : (
              <SortableTh key={c.key} label={c.label} sortKey={c.key} sort={sort} onSort={onSort} first="asc" />
            ),
          )}
        </>
      }
    >
      {rows.map((r) => (
        <Table.Tr key={r.id} data-testid="response-row">
          <Table.Td>
            <Anchor component="button" type="button" fw={600} onClick={() => onOpen(r.id)} aria-label={`Open response ${r.id}`}>
              #{r.id}
            </Anchor>
          </Table.Td>
          {columns.map((c) => (
            <Table.Td key={c.key}>
              <Cell column={c} row={r} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </DataTable>
  );
}

function Cell({ column, row }: { column: TColumn; row: TResponseRow }) {
  if (column.question) {
    const answer = row.answers[String(column.question.id)];
    return (
      <Text size="sm" lineClamp={2} c={answer?.valid === false ? 'red.8' : undefined}>
        {answerText(column.question, answer?.value)}
      </Text>
    );
  }
  if (column.key === 'date') return <Text size="sm">{fullDate(row.created_at)}</Text>;
  if (column.key === 'source') return <Text size="sm">{row.source?.name ?? responsesTexts.ownLink}</Text>;
  if (column.key === 'complete')
    return (
      <Badge variant="light" color={row.complete ? 'green' : 'gray'}>
        {row.complete ? 'Complete' : 'Incomplete'}
      </Badge>
    );
  return <Text size="sm">{row.notes_count || ''}</Text>;
}
