import { useState } from 'react';
import { Text } from '@mantine/core';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { paymentOutcomeTexts } from '@gifthub/shared/payments';
import { GuardedModal } from '../../../../components/guarded-modal';
import { FLOW_TITLES, GiftFlow } from '../../../../domain/gift-flow/components/gift-flow';
import type { TFlowMode } from '../../../../domain/gift-flow/components/gift-form';

/** The gift registration modal in a campaign: Select & Send (an option, paid now) or Create A New Invitation. */
export function CampaignGiftModal({ campaign, mode, onClose }: { campaign: TCampaign; mode: TFlowMode | null; onClose: () => void }) {
  const [title, setTitle] = useState<string | null>(null);
  const close = () => {
    setTitle(null);
    onClose();
  };
  return (
    <GuardedModal
      opened={mode !== null}
      onClose={close}
      size={mode === 'send' ? 1000 : 'lg'}
      title={<Text fw={700} size="lg">{title ?? (mode ? FLOW_TITLES[mode] : '')}</Text>}
      closeOnClickOutside={false}
      leaveText={paymentOutcomeTexts.leaveWhilePaying}
    >
      {mode && <GiftFlow key={mode} campaign={campaign} mode={mode} onBack={close} onClose={close} onTitle={setTitle} />}
    </GuardedModal>
  );
}
