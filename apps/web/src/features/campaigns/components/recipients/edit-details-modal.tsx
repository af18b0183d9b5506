import { Alert, Center, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TCampaign } from '@gifthub/shared/campaigns';
import type { TCampaignRecipient } from '@gifthub/shared/campaign-registrations';
import { GuardedModal } from '../../../../components/guarded-modal';
import { EDIT_TITLE, GiftEditFlow } from '../../../../domain/gift-flow/components/gift-edit';
import { useRegistration } from '../../api/get-registration';
import { useUpdateRegistration } from '../../api/update-registration';

export const EDIT_SAVED = 'The gift registration details have been saved.';

/** Edit Details: the gift registration modal in edit mode, on the registration as GET /gb-registrations/{id} reads it. */
export function EditDetailsModal({ campaign, row, onClose }: { campaign: TCampaign; row: TCampaignRecipient | null; onClose: () => void }) {
  const reg = useRegistration(row?.id ?? null);
  const update = useUpdateRegistration(campaign.id);
  return (
    <GuardedModal opened={row !== null} onClose={onClose} size="lg" title={<Text fw={700}>{EDIT_TITLE}</Text>} closeOnClickOutside={false}>
      {row &&
        (reg.isPending ? (
          <Center py={60}>
            <Loader aria-label="Loading" />
          </Center>
        ) : !reg.data ? (
          <Alert color="red">The gift registration could not be loaded. Please try again later.</Alert>
        ) : (
          <GiftEditFlow key={row.id} campaign={campaign} registration={reg.data} onSubmit={(body) => update.mutateAsync({ id: row.id, body }).then(() => notifications.show({ color: 'green', title: 'Done', message: EDIT_SAVED, withBorder: true }))} onClose={onClose} />
        ))}
    </GuardedModal>
  );
}
