import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { campaignRegistrationTexts, type TCampaignRecipient, type TRegistrationUpdate } from '@gifthub/shared/campaign-registrations';
import { ERROR_CODES } from '@gifthub/shared/error-codes';
import { ApiError } from '../../../../lib/api-client';
import { useUpdateRegistration } from '../../api/update-registration';

export const ACTION_TEXTS = {
  approved: 'The claim has been approved.',
  rejected: 'The claim has been rejected.',
  reminded: (email: string) => `A reminder to pick a gift has been sent to ${email || 'the recipient'}.`,
  resolved: 'The delivery has been marked as resolved.',
  rejectTitle: 'Reject this claim?',
  rejectBody: 'The recipient is told that their gift was not approved. Nothing is charged. This cannot be undone.',
  resolveTitle: 'Mark as resolved?',
  resolveBody: 'The returned or lost delivery is marked as resolved.',
} as const;

const nameOf = (r: TCampaignRecipient) => `${r.first_name} ${r.last_name}`.trim() || r.email || `#${r.id}`;

/** A confirmation the balance could not cover: the API answers it as such (or the row comes back unconfirmed). */
const awaitingFunds = (e: unknown) =>
  e instanceof ApiError && (e.status === 402 || e.code === ERROR_CODES.insufficientBalance || e.code === 'awaiting_funds' || e.message === campaignRegistrationTexts.awaitingFunds);

/**
 * The row actions that write (spec 1 §4): each is one PUT /gb-registrations/{id}; the outcome is a notification. An
 * approval the team balance cannot cover says so and the row stays unconfirmed until a top-up.
 */
export function useRecipientWrites(campaignId: number) {
  const update = useUpdateRegistration(campaignId);

  /** Runs one action and says how it went; true when it took effect. */
  const run = async (r: TCampaignRecipient, body: TRegistrationUpdate, success: string | null): Promise<boolean> => {
    try {
      const answer = await update.mutateAsync({ id: r.id, body });
      if (body.action === 'confirm' && answer && 'confirmed_at' in answer && !answer.confirmed_at) return showAwaitingFunds();
      if (success) notifications.show({ color: 'green', title: 'Done', message: success, withBorder: true });
      return true;
    } catch (e) {
      if (body.action === 'confirm' && awaitingFunds(e)) return showAwaitingFunds();
      notifications.show({ color: 'red', title: 'Not saved', message: e instanceof ApiError ? e.message : 'The change could not be saved. Please try again.', withBorder: true });
      return false;
    }
  };

  return {
    pending: update.isPending,
    approve: (r: TCampaignRecipient) => run(r, { action: 'confirm' }, ACTION_TEXTS.approved),
    remind: (r: TCampaignRecipient) => run(r, { action: 'remind' }, ACTION_TEXTS.reminded(r.email)),
    reject: (r: TCampaignRecipient) =>
      modals.openConfirmModal({
        title: ACTION_TEXTS.rejectTitle,
        children: `${nameOf(r)}: ${ACTION_TEXTS.rejectBody}`,
        labels: { confirm: 'Reject', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => void run(r, { action: 'reject' }, ACTION_TEXTS.rejected),
      }),
    resolve: (r: TCampaignRecipient) =>
      modals.openConfirmModal({
        title: ACTION_TEXTS.resolveTitle,
        children: `${nameOf(r)}: ${ACTION_TEXTS.resolveBody}`,
        labels: { confirm: 'Mark as Resolved', cancel: 'Cancel' },
        onConfirm: () => void run(r, { action: 'mark-as-resolved' }, ACTION_TEXTS.resolved),
      }),
    /** Demo booked and deal closed, saved live; false when not saved, so the toggle turns back. */
    sales: (r: TCampaignRecipient, flag: 'demo_booked' | 'deal_closed', value: boolean) => run(r, { action: 'sales-update', flag, value }, null),
    note: (r: TCampaignRecipient, note: string) => run(r, { action: 'note-update', note }, 'The note has been saved.'),
  };
}

export type TRecipientWrites = ReturnType<typeof useRecipientWrites>;

function showAwaitingFunds() {
  notifications.show({ color: 'yellow', title: 'Waiting for funds', message: campaignRegistrationTexts.awaitingFunds, withBorder: true, autoClose: false });
  return false;
}
