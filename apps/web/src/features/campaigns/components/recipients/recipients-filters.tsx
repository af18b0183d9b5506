import { Group, Select, Stack, Text } from '@mantine/core';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { DELIVERY_STATUSES } from '@gifthub/shared/registrations';
import { QuerySearchBox, TriStateToggle, type TTriState } from '../../../../components/list-controls';
import { useSession } from '../../../../lib/session';
import { DELIVERY_LABELS, TRI_FILTERS, TRI_LABELS, methodOptions, type TRecipientsState } from './recipients-query';

type TChange = (changes: Record<string, string | null>) => void;

/** The managers and associates, for the Invited By filter. */
const memberOptions = (managers: { user_id: number; name: string; role: string }[]) =>
  managers.filter((m) => m.role === 'manager' || m.role === 'associate').map((m) => ({ value: String(m.user_id), label: m.name }));

/**
 * The recipients' search and filters (spec 1 §4, §7): Gift Option, the three-state toggles (all → yes → no → all),
 * Method (without the methods the campaign cannot have), Delivery status, and Invited By (without view-others-orders
 * disabled on oneself).
 */
export function RecipientsFilters({ campaign, state, onChange }: { campaign: TCampaign; state: TRecipientsState; onChange: TChange }) {
  const session = useSession();
  const f = state.filters;
  // Without view-others-orders only one's own invitations show: the Invited By filter stays in sight, fixed to oneself.
  const viewOthers = session.can('view-others-orders');
  const select = (key: string, label: string, data: { value: string; label: string }[], value: string | number | undefined, placeholder: string, testId: string, disabled = false) => (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange({ [key]: v })}
      clearable
      disabled={disabled}
      w={190}
      data-testid={testId}
    />
  );
  return (
    <Stack gap="sm" mb="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <QuerySearchBox placeholder="Name, e-mail or company" w={240} testId="recipients-search" value={f.search ?? ''} onSearch={(v) => onChange({ search: v || null })} />
        {select('option_id', 'Gift Option', campaign.options.map((o) => ({ value: String(o.id), label: o.name })), f.option_id, 'All options', 'filter-option')}
        {select('registration_method', 'Method', methodOptions(campaign, session.team.corporation_id), f.registration_method, 'All methods', 'filter-method')}
        {select('delivery_status', 'Delivery status', DELIVERY_STATUSES.map((d) => ({ value: d, label: DELIVERY_LABELS[d] })), f.delivery_status, 'Any', 'filter-delivery')}
        {select('invited_by', 'Invited By', memberOptions(session.team.managers), viewOthers ? f.invited_by : session.user.user_id, 'All members', 'filter-invited-by', !viewOthers)}
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="recipient-filters-label">
          Filters
        </Text>
        <Group gap={6} role="group" aria-labelledby="recipient-filters-label">
          {TRI_FILTERS.map((k) => (
            <TriStateToggle key={k} label={TRI_LABELS[k]} value={state.tri[k]} onChange={(n: TTriState) => onChange({ [k]: n === null ? null : String(n) })} testId={`filter-${k}`} />
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}

