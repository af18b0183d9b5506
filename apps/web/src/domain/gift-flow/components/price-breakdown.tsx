import { Table, Text } from '@mantine/core';
import { formatPence } from '../../../lib/money';
import type { TPriceLine } from './prices';

/** The price breakdown of the summary: each line ex and inc VAT, the total last. */
export function PriceBreakdown({ lines }: { lines: TPriceLine[] }) {
  return (
    <Table withTableBorder aria-label="Price breakdown" data-testid="price-breakdown" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Ex VAT</Table.Th>
          <Table.Th ta="right">Inc VAT</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.key} data-testid={`price-${l.key}`} bg={l.total ? 'var(--mantine-color-gray-0)' : undefined}>
            <Table.Td>
              <Text size="sm" fw={l.total ? 700 : 400}>
                {l.label}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={l.total ? 700 : 400}>
                {formatPence(l.money.ev)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={l.total ? 700 : 400}>
                {formatPence(l.money.iv)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
