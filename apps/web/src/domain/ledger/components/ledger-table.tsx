import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { billingTexts, TRANSACTION_TYPE_LABELS, type TDirectTransaction, type TTeamTransaction } from '@gifthub/shared/billing';
import { DataTable, type TListStatus } from '../../../components/data-table';
import { fullDate } from '../../../lib/dates';
import { formatPounds } from '../../../lib/money';
/** Team balance ledger or direct card payments. */
export type TLedgerKind = 'team' | 'direct';
type TRow = TTeamTransaction | TDirectTransaction;

const typeLabel = (type: string) =>
  (TRANSACTION_TYPE_LABELS as Record<string, string>)[type] ?? type.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

const money = (pounds: number | null) => (pounds === null ? '—' : formatPounds(pounds));
const signedPounds = (pounds: number) => `${pounds > 0 ? '+' : ''}${formatPounds(pounds)}`;

/** Gift Campaign & Option: the campaign link and option, the order id for fulfilment, or Marketplace. */
function CampaignCell({ row }: { row: TRow }) {
  if (row.type === 'fulfilment') return <Text size="sm">{row.order_id ? `Order ID: ${row.order_id}` : '—'}</Text>;
  if (row.campaign)
    return (
      <Stack gap={0}>
        <Anchor component={Link} to={`/campaigns/${row.campaign.id}`} size="sm">
          {row.campaign.name}
        </Anchor>
        {row.option && (
          <Text size="xs" c="dimmed">
            {row.option.name}
          </Text>
        )}
      </Stack>
    );
  if (row.type === 'marketplace' || row.type === 'market') return <Text size="sm">Marketplace</Text>;
  return <Text size="sm">—</Text>;
}

/**
 * Transactions of the team ledger or of direct card payments (spec 3 §2.7): ID, Date, Type, Description,
 * Gift Campaign & Option, Product, Price ex VAT, Price inc VAT, Amount Charged, then Balance or Payment Method.
 * Rows with amount 0 are marked no-charge; reverted rows are marked reverted. `compact` (the overview's recent
 * tables, the staff ledger) keeps ID, Date, Type, Description, Amount Charged and Balance or Payment Method; the
 * history pages show all. `signed` shows money in with + and money out with − (staff adjust both ways).
 */
export function LedgerTable({
  kind,
  rows,
  testId,
  compact = false,
  signed = false,
  empty = billingTexts.emptyHistory,
  status = {},
}: {
  kind: TLedgerKind;
  rows: TRow[];
  testId?: string;
  compact?: boolean;
  signed?: boolean;
  /** What an empty ledger says. */
  empty?: ReactNode;
  /** The first page loading or failed. */
  status?: TListStatus;
}) {
  const cols = (compact ? 4 : 8) + 2;
  return (
    <DataTable
      label={kind === 'team' ? 'Team transactions' : 'Direct transactions'}
      minWidth={compact ? 640 : 900}
      cols={cols}
      testId={testId}
      tableProps={{ verticalSpacing: 'sm', horizontalSpacing: 'xs', highlightOnHover: true }}
      status={{ ...status, empty: rows.length === 0 }}
      texts={{ loading: 'Loading transactions…', failed: 'The transactions could not be loaded. Please try again later.', empty, emptyTestId: 'transactions-empty' }}
      head={
        <>
          <Table.Th>ID</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Description</Table.Th>
          {!compact && (
            <>
              <Table.Th>Gift Campaign &amp; Option</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Price ex VAT</Table.Th>
              <Table.Th ta="right">Price inc VAT</Table.Th>
            </>
          )}
          <Table.Th ta="right">Amount Charged</Table.Th>
          <Table.Th ta={kind === 'team' ? 'right' : undefined}>{kind === 'team' ? 'Balance' : 'Payment Method'}</Table.Th>
        </>
      }
    >
      {rows.map((r) => {
        const reverted = Boolean(r.reverted_at);
        const noCharge = r.amount === 0;
        return (
          <Table.Tr
            key={r.transaction_id}
            data-testid={`transaction-${r.transaction_id}`}
            data-reverted={reverted || undefined}
            data-no-charge={noCharge || undefined}
            style={reverted ? { opacity: 0.6 } : undefined}
          >
            <Table.Td>{r.transaction_id}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{fullDate(r.date)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {typeLabel(r.type)}
                </Text>
                {noCharge && (
                  <Badge size="xs" color="gray" variant="light">
                    No charge
                  </Badge>
                )}
                {reverted && (
                  <Badge size="xs" color="orange" variant="light">
                    Reverted
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{r.description}</Text>
              {r.reverted_at && (
                <Text size="xs" c="orange.8">
                  Reverted {fullDate(r.reverted_at)}
                </Text>
              )}
            </Table.Td>
            {!compact && (
              <>
                <Table.Td>
                  <CampaignCell row={r} />
                </Table.Td>
                <Table.Td>{r.product?.name ?? '—'}</Table.Td>
                <Table.Td ta="right">{money(r.price_ex_vat)}</Table.Td>
                <Table.Td ta="right">{money(r.price)}</Table.Td>
              </>
            )}
            <Table.Td ta="right" fw={500} c={kind === 'team' && r.amount > 0 ? 'green.8' : undefined} style={{ whiteSpace: 'nowrap', textDecoration: reverted ? 'line-through' : undefined }}>
              {signed ? signedPounds(r.amount) : formatPounds(Math.abs(r.amount))}
            </Table.Td>
            {'balance_live' in r ? (
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPounds(r.balance_live)}
              </Table.Td>
            ) : (
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.payment_method}</Table.Td>
            )}
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
