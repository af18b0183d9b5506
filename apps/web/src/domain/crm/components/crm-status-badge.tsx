import { Badge, Loader } from '@mantine/core';
import type { TCrmStatus } from '@gifthub/shared/crm';

const LOOK: Record<TCrmStatus, { label: string; color: string }> = {
  connected: { label: 'Connected', color: 'green' },
  disconnected: { label: 'Disconnected', color: 'gray' },
  unknown: { label: 'Unknown', color: 'yellow' },
};

/** The CRM status of spec 3 §4: connected, disconnected or unknown; null (not read yet) shows a loader. */
export function CrmStatusBadge({ status }: { status: TCrmStatus | null }) {
  if (status === null) return <Loader size="xs" aria-label="Checking the connection" data-testid="crm-status-loading" />;
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" data-testid="crm-status">
      {look.label}
    </Badge>
  );
}

/** The status a query's state gives: null while loading, unknown when it failed. */
export const crmStatusOf = (q: { isPending: boolean; isError: boolean; data?: { isConnected: boolean } }): TCrmStatus | null =>
  q.isPending ? null : q.isError || !q.data ? 'unknown' : q.data.isConnected ? 'connected' : 'disconnected';
