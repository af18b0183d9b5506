import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconLink, IconMailForward, IconSend, IconUsersGroup } from '@tabler/icons-react';
import { campaignAllows, type TCampaign } from '@gifthub/shared/campaigns';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { isSpecialCorporation } from '@gifthub/shared/gifts';
import { texts } from '@gifthub/shared/messages';
import { paymentEligibility } from '@gifthub/shared/payment-eligibility';
import { PRO_FEATURES } from '@gifthub/shared/plans';
import { WriteButton } from '../../../../components/write-button';
import { PRODUCT_NAME } from '../../../../lib/product';
import { useSession } from '../../../../lib/session';
import { exportRecipients } from '../../api/export-recipients';
import type { TRecipientsFilters } from '../../api/get-recipients';

export type TToolbarModal = 'invite' | 'invite-multiple' | 'send' | 'send-multiple';

export const BUTTONS = {
  invite: 'Create A New Invitation',
  inviteMultiple: 'Create A New Invitation - Multiple',
  send: 'Select & Send',
  sendMultiple: 'Select & Send - Multiple',
  export: 'Export CSV',
} as const;

/** What the buttons above the table offer the signed-in member, and why the invitations are not (spec 1 §4, §6). */
export function toolbarAccess(campaign: Pick<TCampaign, 'status'>, s: ReturnType<typeof useSession>) {
  const allows = campaignAllows(campaign.status);
  const corp5 = isSpecialCorporation(s.team.corporation_id);
  const pay = paymentEligibility({ pro: s.pro, demo: s.demo, useBalance: s.can('use-balance'), useCards: s.can('use-cards'), corporationId: s.team.corporation_id });
  const open = s.pro && allows.invitations;
  // A campaign invitation is charged to the team balance when its claim is confirmed: it needs use-balance, as the
  // multi invitation does (spec 1 §6); Select & Send pays now by balance or card; corporation 5 sends neither directly nor in bulk.
  const balance = s.can('use-balance');
  return {
    invite: open && balance,
    inviteMultiple: open && balance && !corp5,
    send: open && !corp5 && (pay.any || s.demo),
    // Multi Send is paid from the team balance (use-balance, spec 1 §6); not for corporation 5.
    sendMultiple: open && balance && !corp5,
    export: s.pro && allows.csvSummary,
    reason: !s.pro
      ? texts.proGate(PRO_FEATURES.campaigns, PRODUCT_NAME)
      : !allows.invitations
        ? campaign.status === 'leaked'
          ? campaignRegistrationTexts.leaked
          : campaignRegistrationTexts.invitationsClosed
        : !balance
          ? texts.noTeamCredit
          : null,
  };
}

/** Create A New Invitation (single and Multiple by CSV), Select & Send (single and Multiple by CSV) and Export CSV, each where the member and campaign allow it. */
export function RecipientsToolbar({ campaign, filters, onOpen }: { campaign: TCampaign; filters: TRecipientsFilters; onOpen: (m: TToolbarModal) => void }) {
  const session = useSession();
  const access = toolbarAccess(campaign, session);
  const [exporting, setExporting] = useState(false);
  const download = () => {
    setExporting(true);
    exportRecipients(campaign.id, filters)
      .catch(() => {})
      .finally(() => setExporting(false));
  };
  return (
    <Stack gap={6} mb="md">
      <Group gap="sm">
        {access.invite && (
          <WriteButton leftSection={<IconLink size={16} />} onClick={() => onOpen('invite')}>
            {BUTTONS.invite}
          </WriteButton>
        )}
        {access.inviteMultiple && (
          <WriteButton variant="light" leftSection={<IconMailForward size={16} />} onClick={() => onOpen('invite-multiple')}>
            {BUTTONS.inviteMultiple}
          </WriteButton>
        )}
        {access.send && (
          <WriteButton variant="light" leftSection={<IconSend size={16} />} onClick={() => onOpen('send')}>
            {BUTTONS.send}
          </WriteButton>
        )}
        {access.sendMultiple && (
          <WriteButton variant="light" leftSection={<IconUsersGroup size={16} />} onClick={() => onOpen('send-multiple')}>
            {BUTTONS.sendMultiple}
          </WriteButton>
        )}
        {access.export && (
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download} loading={exporting} ml="auto">
            {BUTTONS.export}
          </Button>
        )}
      </Group>
      {access.reason && (
        <Text size="sm" c="dimmed" data-testid="invitations-reason">
          {access.reason}
        </Text>
      )}
    </Stack>
  );
}
