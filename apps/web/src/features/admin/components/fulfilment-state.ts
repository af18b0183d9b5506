import type { TFulfilmentAction, TFulfilmentItem, TFulfilmentState } from '@gifthub/shared/registrations';

export type TRowState = 'to-process' | 'processing' | 'sent' | 'delivered' | 'return' | 'lost' | 'resolved';

/** Where a confirmed physical gift is on its way (spec 1 §4 fulfilment display, staff side). */
export function rowState(r: Pick<TFulfilmentItem, 'processed_at' | 'sent_at' | 'delivery_status' | 'delivery_resolution'>): TRowState {
  if (r.delivery_resolution) return 'resolved';
  if (r.delivery_status) return r.delivery_status;
  if (r.sent_at) return 'sent';
  if (r.processed_at) return 'processing';
  return 'to-process';
}

export const STATE_LABELS: Record<TRowState, string> = {
  'to-process': 'To process',
  processing: 'Processing',
  sent: 'Sent',
  delivered: 'Delivered',
  return: 'Returned',
  lost: 'Lost',
  resolved: 'Resolved',
};

export const STATE_COLORS: Record<TRowState, string> = {
  'to-process': 'yellow',
  processing: 'blue',
  sent: 'indigo',
  delivered: 'teal',
  return: 'orange',
  lost: 'red',
  resolved: 'gray',
};

export const FILTER_OPTIONS: { value: TFulfilmentState; label: string }[] = [
  { value: 'open', label: 'All open' },
  { value: 'to-process', label: 'To process' },
  { value: 'processing', label: 'Processing' },
  { value: 'sent', label: 'Sent' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'return', label: 'Returned' },
  { value: 'lost', label: 'Lost' },
  { value: 'resolved', label: 'Resolved' },
];

export const ACTION_LABELS: Record<TFulfilmentAction, string> = {
  processed: 'Mark processed',
  sent: 'Mark sent',
  delivered: 'Mark delivered',
  return: 'Returned',
  lost: 'Lost',
  resolve: 'Mark as Resolved',
};

/** The steps the API accepts from each state (the same rule as its conditional updates). */
export const ACTIONS_BY_STATE: Record<TRowState, TFulfilmentAction[]> = {
  'to-process': ['processed'],
  processing: ['sent'],
  sent: ['delivered', 'return', 'lost'],
  return: ['resolve'],
  lost: ['resolve'],
  delivered: [],
  resolved: [],
};
