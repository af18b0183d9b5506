import type { ReactNode, Ref } from 'react';
import { IconAlertTriangle, IconCheck, IconGift, IconLinkOff } from '@tabler/icons-react';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { Button } from '../../../components/light/button';
import type { TClaimAddress } from '@gifthub/shared/claim-address';
import { AddressLines } from './address-lines';

type TTone = 'primary' | 'success' | 'danger' | 'warn' | 'gray';

/** One centred card: every final or dead-end state of the gift page (no form). Its title is the page's h1. */
export function OutcomeCard({ icon, tone, title, children, testId, ref }: { icon: ReactNode; tone: TTone; title: string; children: ReactNode; testId: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className="l-card l-outcome" data-testid={testId} ref={ref}>
      <div className="l-stack l-stack-lg">
        <span className={`l-outcome-icon l-tone-${tone}`} aria-hidden>
          {icon}
        </span>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

export function SentScreen({ productName, address, ref }: { productName: string; address: TClaimAddress; ref?: Ref<HTMLDivElement> }) {
  return (
    <OutcomeCard ref={ref} testId="outcome-sent" icon={<IconGift size={34} />} tone="success" title="Your gift is on its way">
      <p>{claimTexts.claimed}</p>
      <p className="l-small l-dimmed">We will deliver {productName} to:</p>
      <div className="l-box" style={{ width: '100%', textAlign: 'left' }}>
        <AddressLines values={address} />
      </div>
    </OutcomeCard>
  );
}

export function DeclinedScreen({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <OutcomeCard ref={ref} testId="outcome-declined" icon={<IconGift size={34} />} tone="gray" title="You declined this gift">
      <p>{claimTexts.declined}</p>
    </OutcomeCard>
  );
}

export function AlreadyClaimedScreen() {
  return (
    <OutcomeCard testId="outcome-already-claimed" icon={<IconCheck size={34} />} tone="success" title="Gift already claimed">
      <p>{claimTexts.alreadyClaimed}</p>
      <p className="l-small l-dimmed">If you claimed it, it is on its way. If you think this is a mistake, please contact the person who sent you the link.</p>
    </OutcomeCard>
  );
}

export function AlreadyDeclinedScreen() {
  return (
    <OutcomeCard testId="outcome-already-declined" icon={<IconGift size={34} />} tone="gray" title="Gift declined">
      <p>{claimTexts.alreadyDeclined}</p>
    </OutcomeCard>
  );
}

export function UnknownLinkScreen() {
  return (
    <OutcomeCard testId="outcome-unknown" icon={<IconLinkOff size={34} />} tone="warn" title="Gift link not found">
      <p>{claimTexts.notFound}</p>
    </OutcomeCard>
  );
}

export function LoadFailedScreen({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <OutcomeCard testId="outcome-load-failed" icon={<IconAlertTriangle size={34} />} tone="danger" title="Your gift could not be loaded">
      <p>{message}</p>
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </OutcomeCard>
  );
}
