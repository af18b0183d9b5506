import { useState, type ReactNode, type Ref } from 'react';
import { IconAlertTriangle, IconCheck, IconGift, IconHeartHandshake, IconLinkOff, IconTruckDelivery } from '@tabler/icons-react';
import type { TVoucherReveal } from '@gifthub/shared/claims';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { Button, LinkButton } from '../../../components/light/button';
import { formatPounds } from '../../../lib/money';
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
    <OutcomeCard ref={ref} testId="outcome-sent" icon={<IconTruckDelivery size={34} />} tone="success" title="Your gift is on its way">
      <p>{claimTexts.claimed}</p>
      <p className="l-small l-dimmed">We will deliver {productName} to:</p>
      <div className="l-box" style={{ width: '100%', textAlign: 'left' }}>
        <AddressLines values={address} />
      </div>
    </OutcomeCard>
  );
}

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(code).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  return (
    <Button variant="default" onClick={copy}>
      {copied ? 'Copied' : 'Copy code'}
    </Button>
  );
}

export function VoucherScreen({ voucher, ref }: { voucher: TVoucherReveal; ref?: Ref<HTMLDivElement> }) {
  return (
    <OutcomeCard ref={ref} testId="outcome-voucher" icon={<IconGift size={34} />} tone="primary" title={`Your ${voucher.brand_name ?? ''} eGift`.replace(/\s+/g, ' ')}>
      <p>{claimTexts.voucherClaimed}</p>
      <p className="l-strong" style={{ fontSize: '1.25rem' }}>
        {formatPounds(voucher.value)}
      </p>
      <div className="l-stack" style={{ gap: 6, width: '100%' }}>
        <p className="l-small l-strong" id="voucher-code-label">
          Your eGift code
        </p>
        <div className="l-box" role="group" aria-labelledby="voucher-code-label">
          <p className="l-code" data-testid="voucher-code">
            {voucher.code}
          </p>
        </div>
      </div>
      <div className="l-cols" style={{ width: '100%' }}>
        <CopyCode code={voucher.code} />
        <LinkButton href={voucher.redeem_url} target="_blank" rel="noopener noreferrer">
          Redeem
          <span aria-hidden>↗</span>
        </LinkButton>
      </div>
      <p className="l-xs l-dimmed">Keep this code safe: it works like cash at checkout.</p>
    </OutcomeCard>
  );
}

export function DeclinedScreen({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <OutcomeCard ref={ref} testId="outcome-declined" icon={<IconHeartHandshake size={34} />} tone="gray" title="You declined this gift">
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
    <OutcomeCard testId="outcome-already-declined" icon={<IconHeartHandshake size={34} />} tone="gray" title="Gift declined">
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
