import { Alert, Anchor, Center, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { RECIPIENT_STATE_LABELS, REGISTRATION_METHOD_LABELS, fulfilmentDisplay, recipientState, type TRegistrationRead } from '@gifthub/shared/campaign-registrations';
import { toPence } from '@gifthub/shared/pricing';
import { PriceBreakdown } from '../../../../domain/gift-flow/components/price-breakdown';
import type { TPriceLine } from '../../../../domain/gift-flow/components/prices';
import { TrackingLink } from '../../../../domain/registrations/components/registration-cells';
import { fullDate } from '../../../../lib/dates';
import { formatPounds } from '../../../../lib/money';
import { useRegistration } from '../../api/get-registration';

export const DETAILS_TITLE = 'Gift Registration Details';
const TRANSACTION_LABELS = { 'prepaid-gift': 'Gift', marketplace: 'Marketplace gift' } as const;

/** View Details (spec 1 §4): one registration as GET /gb-registrations/{id} reads it, with its prices and transactions. */
export function RegistrationDetailsModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const reg = useRegistration(id);
  return (
    <Modal opened={id !== null} onClose={onClose} size="xl" title={<Text fw={700}>{DETAILS_TITLE}</Text>}>
      {reg.isPending ? (
        <Center py={60}>
          <Loader aria-label="Loading" />
        </Center>
      ) : !reg.data ? (
        <Alert color="red">The gift registration could not be loaded. Please try again later.</Alert>
      ) : (
        <Details r={reg.data} />
      )}
    </Modal>
  );
}

const money = (ev: number, iv: number) => ({ ev: toPence(ev), iv: toPence(iv) });

function priceLines(r: TRegistrationRead): TPriceLine[] {
  const p = r.prices;
  const lines: TPriceLine[] =
    r.type === 'voucher'
      ? [
          { key: 'voucher', label: 'Voucher value', money: money(p.voucher.ev, p.voucher.iv) },
          { key: 'admin', label: 'Admin fee', money: money(p.admin.ev, p.admin.iv) },
        ]
      : [
          { key: 'gift', label: `${r.option_name ?? r.product_name ?? 'Gift'}${r.quantity > 1 ? ` × ${r.quantity}` : ''}`, money: money(p.gift.ev, p.gift.iv) },
          { key: 'notecard', label: 'Greeting card', money: money(p.notecard.ev, p.notecard.iv) },
          { key: 'admin', label: 'Pick and pack', money: money(p.admin.ev, p.admin.iv) },
          { key: 'shipping', label: 'Shipping', money: money(p.shipping.ev, p.shipping.iv) },
        ];
  return [...lines, { key: 'total', label: 'Total', money: money(p.total.ev, p.total.iv), total: true }];
}

function Details({ r }: { r: TRegistrationRead }) {
  const f = fulfilmentDisplay(r);
  const address = [r.address_line_1, r.address_line_2, r.city, r.region, r.postcode, r.country].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    ['Recipient', [`${r.first_name} ${r.last_name}`.trim(), r.email, r.company].filter(Boolean).join(' · ')],
    ['Method', REGISTRATION_METHOD_LABELS[r.registration_method]],
    ['Integration', r.integration === 'hubspot' ? 'HubSpot' : null],
    ['Gift Option', r.option_name ?? r.product_name],
    ['Size', r.size],
    ['Status', RECIPIENT_STATE_LABELS[recipientState(r)]],
    ['Fulfilment', f],
    ['Delivery address', address || null],
    ['Greeting card', r.notecard_type === 'none' ? 'None' : r.notecard_type === 'custom' ? (r.notecard_text ?? '') : 'Default greeting card'],
    ['Voucher', r.voucher_value !== null ? `${formatPounds(r.voucher_value)}${r.voucher_brand_name ? ` · ${r.voucher_brand_name}` : ''}` : null],
    ['Voucher code', r.voucher_code],
    ['Invited', r.invited_at && fullDate(r.invited_at)],
    ['Claimed', r.registered_at && fullDate(r.registered_at)],
    ['Confirmed', r.confirmed_at && fullDate(r.confirmed_at)],
    ['Rejected', r.rejected_at && fullDate(r.rejected_at)],
    ['Processed', r.processed_at && fullDate(r.processed_at)],
    ['Expected shipping', r.expected_shipping_date && fullDate(r.expected_shipping_date)],
    ['Sent', r.sent_at && fullDate(r.sent_at)],
    ['Resolution', r.delivery_resolution],
    ['Rating', r.rating !== null ? String(r.rating) : null],
    ['Feedback', r.feedback],
    ['Note', r.note?.text ?? null],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" data-testid="registration-details">
      <Stack gap={4}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([k, v]) => (
            <Group key={k} gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
                {k}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {v}
              </Text>
            </Group>
          ))}
        {r.tracking_url && <TrackingLink href={r.tracking_url} />}
        {r.voucher_url && (
          <Anchor href={r.voucher_url} target="_blank" rel="noopener noreferrer" size="sm">
            Redeem link
          </Anchor>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Prices
        </Title>
        <PriceBreakdown lines={priceLines(r)} />
        <Title order={3} size="h5">
          Transactions
        </Title>
        {r.transactions.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-transactions">
            Nothing has been charged for this gift.
          </Text>
        ) : (
          <Table withTableBorder aria-label="Transactions" data-testid="transactions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Ex VAT</Table.Th>
                <Table.Th ta="right">Inc VAT</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.transactions.map((t, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{TRANSACTION_LABELS[t.type]}</Table.Td>
                  <Table.Td ta="right">{formatPounds(t.price_ex_vat)}</Table.Td>
                  <Table.Td ta="right">{formatPounds(t.price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </SimpleGrid>
  );
}
