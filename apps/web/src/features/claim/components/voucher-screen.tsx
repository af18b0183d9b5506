import { useState, type Ref } from 'react';
import { IconGift } from '@tabler/icons-react';
import type { TVoucherReveal } from '@gifthub/shared/claims';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { Button, LinkButton } from '../../../components/light/button';
import { formatPounds } from '../../../lib/money';
import { OutcomeCard } from './outcome-screens';

// A claimed eGift: its code, copy and redeem (a part of its own: most gift pages never show it).

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

