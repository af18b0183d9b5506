import { Badge } from '@mantine/core';
import { omsStatusLabel, productionProgress, type TOmsStatus } from '@gifthub/shared/print-orders';

/** A job's or enquiry's status as the spec labels it (features never share components, so the back office has its own). */
export function AdminOmsStatus({ status }: { status: TOmsStatus }) {
  const done = status === 'completed' || status === 'enquiry_ready';
  const stopped = status === 'enquiry_cancelled' || status === 'enquiry_ignored' || status === 'hold';
  return (
    <Badge variant="light" color={done ? 'green' : stopped ? 'gray' : 'blue'} style={{ whiteSpace: 'nowrap' }}>
      {omsStatusLabel(status)}
    </Badge>
  );
}

export const adminProgress = (steps: { finished: number; total: number }) => `${productionProgress(steps)}% (${steps.finished}/${steps.total} steps)`;
