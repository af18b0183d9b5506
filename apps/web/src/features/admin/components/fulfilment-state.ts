import { FULFILMENT_ROW_STATES, type TFulfilmentRowState } from '@gifthub/shared/fulfilment';
import type { TFulfilmentAction, TFulfilmentState } from '@gifthub/shared/registrations';

// The state machine itself (row states, steps from each state) is shared/fulfilment; these are its screen words.

export const STATE_LABELS: Record<TFulfilmentRowState, string> = {
  'to-process': 'To process',
  processing: 'Processing',
  sent: 'Sent',
  delivered: 'Delivered',
  return: 'Returned',
  lost: 'Lost',
  resolved: 'Resolved',
};

export const STATE_COLORS: Record<TFulfilmentRowState, string> = {
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
  ...FULFILMENT_ROW_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
];

export const ACTION_LABELS: Record<TFulfilmentAction, string> = {
  processed: 'Mark processed',
  sent: 'Mark sent',
  delivered: 'Mark delivered',
  return: 'Returned',
  lost: 'Lost',
  resolve: 'Mark as Resolved',
};
