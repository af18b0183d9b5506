import { Table, Text } from '@mantine/core';

/** The pro request as the registration modal sent it (ZProDetails), read defensively: older rows may lack fields. */
export function upgradeRequestRows(req: Record<string, unknown>): [string, string][] {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const size = str(req.size) === '10+' && req.sizeOther !== undefined ? `${String(req.sizeOther)} (10+)` : str(req.size);
  const uses = Array.isArray(req.targetUse) ? req.targetUse.filter((u): u is string => typeof u === 'string') : [];
  const branded = req.brandedGifts === true ? 'Yes' : req.brandedGifts === false ? 'No' : null;
  const reference = str(req.reference) === 'Other' ? `Other: ${str(req.referenceOther) ?? '—'}` : str(req.reference);
  return [
    ['Phone Number', str(req.phone) ?? '—'],
    ['Team Size', size ?? '—'],
    ['Target uses', uses.length ? uses.join(', ') : '—'],
    ['Bespoke or branded gifts', branded ?? '—'],
    ['Heard about us', reference ?? '—'],
  ];
}

export function UpgradeRequest({ request }: { request: Record<string, unknown> | null }) {
  if (!request) return <Text c="dimmed" size="sm">No upgrade request on file.</Text>;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="upgrade-request">
      <Table.Tbody>
        {upgradeRequestRows(request).map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={200}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
