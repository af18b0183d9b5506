import { Alert, Group, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { TBulkReport } from '@gifthub/shared/campaign-batches';
import { CSV_TEMPLATE_HEADERS, type TBulkKind } from '@gifthub/shared/campaign-csv';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { formatPounds } from '../../../../lib/money';

const FIELD_LABELS: Record<string, string> = {
  email: 'email',
  header: 'header',
  file: 'file',
  row: 'whole line',
  option_id: 'Gift Box Option',
};
const fieldLabel = (f: string) => FIELD_LABELS[f] ?? ((CSV_TEMPLATE_HEADERS.send as readonly string[]).includes(f) ? f : f.replace(/_/g, ' '));

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** What the dry run found (spec 1 §5): the recipients, each error by line and field, and the cost. */
export function MultiReport({ kind, report, fileName }: { kind: TBulkKind; report: TBulkReport; fileName: string }) {
  const ok = report.errors_total === 0;
  return (
    <Stack gap="md" data-testid="multi-report">
      <Group gap="xl">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Recipients
          </Text>
          <Text size="xl" fw={700} data-testid="multi-rows">
            {report.rows.toLocaleString('en-GB')}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Errors
          </Text>
          <Text size="xl" fw={700} c={ok ? undefined : 'red.8'} data-testid="multi-errors-total">
            {report.errors_total.toLocaleString('en-GB')}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {kind === 'send' ? 'Total' : 'Up to'}
          </Text>
          <Text size="xl" fw={700} data-testid="multi-total">
            {formatPounds(report.total)}
          </Text>
        </div>
      </Group>
      <Text size="sm" c="dimmed">
        {kind === 'send'
          ? `${fileName}: the total is charged now from your team balance, one gift per valid line.`
          : `${fileName}: nothing is charged now; each gift is paid from your team balance when its claim is confirmed (at most the dearest option each).`}
      </Text>
      {!ok && (
        <Alert color="red" title={`${plural(report.errors_total, 'problem needs', 'problems need')} fixing`}>
          <Text size="sm">Correct the file and check it again: nothing is created while the file has errors.</Text>
        </Alert>
      )}
      {!ok && (
        <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
          <Table striped withTableBorder fz="sm" data-testid="multi-error-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Line</Table.Th>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Problem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.errors.map((e, i) => (
                <Table.Tr key={`${e.line}-${e.field}-${i}`} data-testid="multi-error">
                  <Table.Td>{e.line}</Table.Td>
                  <Table.Td>{fieldLabel(e.field)}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {report.errors_total > report.errors.length && (
            <Text size="xs" c="dimmed" mt={4}>
              The first {report.errors.length.toLocaleString('en-GB')} of {report.errors_total.toLocaleString('en-GB')} are listed.
            </Text>
          )}
        </ScrollArea.Autosize>
      )}
      {ok && !report.balance_covered && <Alert color="orange">{campaignRegistrationTexts.balanceLow}</Alert>}
    </Stack>
  );
}

/** While the rows are written: the request cannot report its progress, so the bar runs until the answer. */
export function MultiProgress({ kind, rows }: { kind: TBulkKind; rows: number }) {
  return (
    <Stack gap="sm" py="lg" data-testid="multi-progress" aria-live="polite">
      <Text size="sm" fw={600}>
        {kind === 'send' ? `Sending ${plural(rows, 'gift', 'gifts')}…` : `Creating ${plural(rows, 'invitation', 'invitations')}…`}
      </Text>
      <Progress value={100} striped animated aria-label="Creating the recipients" />
      <Text size="xs" c="dimmed">
        A large list takes a few seconds. Please keep this window open.
      </Text>
    </Stack>
  );
}
