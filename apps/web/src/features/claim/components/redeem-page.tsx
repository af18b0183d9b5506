import { useEffect, useState, useSyncExternalStore } from 'react';
import { IconDiscountCheck, IconTicketOff } from '@tabler/icons-react';
import { Button } from '../../../components/light/button';
import { ClaimFrame } from './claim-frame';
import { OutcomeCard } from './outcome-screens';

// The sandbox provider's codes: four groups of four from an alphabet without 0/O or 1/I/L.
const SANDBOX_CODE_RE = /^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/;
const redeemedKey = (code: string) => `gifthub.sandbox-redeemed.${code}`;
const SHOP = { name: 'Sandbox eGift shop', slug: 'sandbox', logo_url: null };

const noSubscription = () => () => {};

function readRedeemed(code: string) {
  try {
    return window.localStorage.getItem(redeemedKey(code));
  } catch {
    return null;
  }
}

/**
 * /pick-a-gift/redeem/{code}: where the sandbox voucher provider's redeem links lead. A real provider's link
 * goes to the brand's shop; this one checks the code's shape and remembers a redemption in this browser.
 */
export function RedeemPage({ code: raw }: { code: string }) {
  const code = raw.toUpperCase();
  const valid = SANDBOX_CODE_RE.test(code);
  // This browser's record, which the server rendering the page cannot see (null there).
  const stored = useSyncExternalStore(
    noSubscription,
    () => (valid ? readRedeemed(code) : null),
    () => null,
  );
  const [justRedeemed, setJustRedeemed] = useState<string | null>(null);
  const redeemedAt = justRedeemed ?? stored;
  useEffect(() => {
    document.title = 'Redeem your eGift';
  }, []);

  const redeem = () => {
    const at = new Date().toISOString();
    try {
      window.localStorage.setItem(redeemedKey(code), at);
    } catch {
      // Without storage the redemption shows for this visit only.
    }
    setJustRedeemed(at);
  };

  if (!valid)
    return (
      <ClaimFrame team={SHOP}>
        <OutcomeCard testId="redeem-invalid" icon={<IconTicketOff size={34} />} tone="warn" title="This code is not valid">
          <p>Please check the eGift code and the link you were sent.</p>
        </OutcomeCard>
      </ClaimFrame>
    );

  return (
    <ClaimFrame team={SHOP}>
      <OutcomeCard testId="redeem-valid" icon={<IconDiscountCheck size={34} />} tone={redeemedAt ? 'gray' : 'success'} title={redeemedAt ? 'eGift redeemed' : 'Redeem your eGift'}>
        <div className="l-stack" style={{ gap: 6, width: '100%' }}>
          <p className="l-small l-strong" id="redeem-code-label">
            eGift code
          </p>
          <div className="l-box" role="group" aria-labelledby="redeem-code-label">
            <p className="l-code">{code}</p>
          </div>
        </div>
        {redeemedAt ? (
          <span className="l-badge l-tone-gray">Redeemed on {new Date(redeemedAt).toLocaleDateString('en-GB')}</span>
        ) : (
          <>
            <span className="l-badge l-tone-success">Valid code</span>
            <Button block onClick={redeem}>
              Redeem now
            </Button>
          </>
        )}
        <p className="l-xs l-dimmed">This is the sandbox voucher provider: no real shop or money is involved.</p>
      </OutcomeCard>
    </ClaimFrame>
  );
}
