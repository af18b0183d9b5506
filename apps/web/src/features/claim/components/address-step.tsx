import type { ReactNode } from 'react';
import { Alert } from '../../../components/light/alert';
import { Button } from '../../../components/light/button';
import { SelectField, TextField } from '../../../components/light/field';
import type { TLightForm } from '../../../lib/use-light-form';
import type { TClaimAddress } from '@gifthub/shared/claim-address';

// The address rule goes with the address step (in the page's entry), not into a chunk of its own.
export { claimAddressErrors } from '@gifthub/shared/claim-address';
import { AddressLines, countryName } from './address-lines';

// The marketplace ships only to GB (spec 3 §2.2): the country is fixed there. A campaign option lists its own.
const MARKETPLACE_COUNTRIES = ['GB'];

function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return <Alert testId="claim-error">{error}</Alert>;
}

/**
 * The delivery details of a physical gift; Continue validates and leads to the confirmation. `countries`: where
 * it ships (GB only on the marketplace); the phone is required except in GB when `phoneOptionalInGb` (campaigns).
 */
export function AddressForm({
  form,
  error,
  onContinue,
  countries = MARKETPLACE_COUNTRIES,
  phoneOptionalInGb = false,
  submitLabel = 'Continue',
}: {
  form: TLightForm<TClaimAddress>;
  error: string | null;
  onContinue: () => void;
  countries?: string[];
  phoneOptionalInGb?: boolean;
  /** The single gift page's button words (the team's look); Continue elsewhere. */
  submitLabel?: ReactNode;
}) {
  const options = countries.map((c) => ({ value: c, label: countryName(c) }));
  const phoneRequired = !phoneOptionalInGb || form.values.country !== 'GB';
  return (
    <form onSubmit={form.onSubmit(onContinue)} noValidate data-testid="address-form" className="l-stack">
      <div>
        <h2>Where should we send your gift?</h2>
        <p className="l-small l-dimmed" style={{ marginTop: 4 }}>
          {countries.length > 1 ? 'Choose where we should deliver it.' : 'We deliver within the United Kingdom.'}
        </p>
      </div>
      <FormError error={error} />
      <div className="l-cols">
        <TextField label="First Name" autoComplete="given-name" required {...form.field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" required {...form.field('last_name')} />
      </div>
      <TextField label="Address line 1" autoComplete="address-line1" required {...form.field('address_line_1')} />
      <TextField label="Address line 2" autoComplete="address-line2" {...form.field('address_line_2')} />
      <div className="l-cols">
        <TextField label="City" autoComplete="address-level2" required {...form.field('city')} />
        <TextField label="Region" autoComplete="address-level1" {...form.field('region')} />
      </div>
      <div className="l-cols">
        <TextField label="Postcode" autoComplete="postal-code" autoCapitalize="characters" required {...form.field('postcode')} />
        <SelectField label="Country" autoComplete="country" required options={options} {...form.field('country')} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" required={phoneRequired} description="The courier may call about the delivery." {...form.field('phone')} />
      <Button type="submit" block>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The address read back before anything is sent. */
export function AddressConfirm({ values, error, pending, onEdit, onConfirm }: { values: TClaimAddress; error: string | null; pending: boolean; onEdit: () => void; onConfirm: () => void }) {
  return (
    <div className="l-stack l-stack-lg" data-testid="address-confirm">
      <div>
        <h2>Please check your details</h2>
        <p className="l-small l-dimmed" style={{ marginTop: 4 }}>
          Your gift will be sent here.
        </p>
      </div>
      <FormError error={error} />
      <div className="l-box">
        <AddressLines values={values} />
      </div>
      <div className="l-stack" style={{ gap: 8 }}>
        <Button block loading={pending} onClick={onConfirm}>
          Confirm and send my gift
        </Button>
        <Button block variant="default" disabled={pending} onClick={onEdit}>
          Edit details
        </Button>
      </div>
    </div>
  );
}
