import type { TCampaignPageOption } from '@gifthub/shared/campaign-pages';
import { msg } from '@gifthub/shared/messages';
import { Alert } from '../../../components/light/alert';
import { Button } from '../../../components/light/button';
import { TextField } from '../../../components/light/field';
import { formatPounds } from '../../../lib/money';
import type { TLightForm } from '../../../lib/use-light-form';
import { FixedVoucher } from './campaign-screens';

type TVoucher = NonNullable<TCampaignPageOption['voucher']>;
export type TVoucherValues = { voucher_value: string };
const LABEL = 'Voucher Value';

/** The value a recipient may choose (spec 1 §5): required, within the option's limits, or one of its denominations. The API applies the same rule. */
export function voucherValueError(text: string, v: TVoucher | null | undefined): string | null {
  if (!v || v.fixed_value !== null) return null;
  const t = text.trim().replace(/^£/, '');
  if (!t) return msg.required(LABEL);
  const value = Number(t);
  if (!/^\d+(\.\d{1,2})?$/.test(t) || !Number.isFinite(value)) return msg.number(LABEL);
  if (value <= 0) return msg.positive(LABEL);
  if (v.denominations.length) return v.denominations.includes(value) ? null : `${LABEL} must be one of ${v.denominations.join(', ')}`;
  if (value < v.lower) return msg.atLeast(LABEL, v.lower);
  if (value > v.upper) return msg.atMost(LABEL, v.upper);
  return null;
}

/** A voucher option: the fixed value shown, or the value field; then the claim itself. */
export function VoucherStep({ option, form, error, pending, onClaim }: { option: TCampaignPageOption; form: TLightForm<TVoucherValues>; error: string | null; pending: boolean; onClaim: () => void }) {
  const v = option.voucher!;
  const hint = v.denominations.length ? `Choose one of ${v.denominations.map(formatPounds).join(', ')}.` : `Between ${formatPounds(v.lower)} and ${formatPounds(v.upper)}.`;
  return (
    <form onSubmit={form.onSubmit(onClaim)} noValidate className="l-stack l-stack-lg" data-testid="voucher-step">
      <h2>{option.name}</h2>
      {error && <Alert testId="claim-error">{error}</Alert>}
      {v.fixed_value !== null ? (
        <FixedVoucher value={formatPounds(v.fixed_value)} brand={v.brand} />
      ) : (
        <TextField label={LABEL} inputMode="decimal" required description={hint} {...form.field('voucher_value')} />
      )}
      <Button type="submit" block loading={pending}>
        Claim my eGift
      </Button>
    </form>
  );
}
