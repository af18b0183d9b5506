import type { TGiftView } from '@gifthub/shared/claims';
import { Alert } from '../../../components/light/alert';
import { Button } from '../../../components/light/button';
import { formatPounds } from '../../../lib/money';

/** An eGift needs no address: claiming shows its code and redeem link straight away. */
export function VoucherClaim({ view, error, pending, onClaim }: { view: TGiftView; error: string | null; pending: boolean; onClaim: () => void }) {
  const brand = view.voucher?.brand_name;
  return (
    <div className="l-stack l-stack-lg" data-testid="voucher-claim">
      <div>
        <h2>Claim your eGift</h2>
        <p className="l-small l-dimmed" style={{ marginTop: 4 }}>
          Your {view.voucher ? formatPounds(view.voucher.value) : ''} {brand ? `${brand} ` : ''}eGift code appears here straight away, with a link to redeem it.
        </p>
      </div>
      {error && <Alert testId="claim-error">{error}</Alert>}
      <Button block loading={pending} onClick={onClaim}>
        Claim my eGift
      </Button>
    </div>
  );
}
