import type { TClaimAddress } from '@gifthub/shared/claim-address';

/** The recipient's delivery details as the claim form holds them (GB only). */
export type TAddressValues = TClaimAddress & { country: 'GB' };

export const COUNTRY_NAME = 'United Kingdom';

/** A country's English name from its ISO code (the browser's own list: nothing added to the page). */
export function countryName(code: string): string {
  if (code.toUpperCase() === 'GB') return COUNTRY_NAME;
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export const emptyAddress = (names?: { first_name: string; last_name: string } | null): TAddressValues => ({
  first_name: names?.first_name ?? '',
  last_name: names?.last_name ?? '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  region: '',
  postcode: '',
  country: 'GB',
  phone: '',
});

/** The address read back, one line each (empty optional lines left out). */
export function AddressLines({ values }: { values: TClaimAddress }) {
  const lines = [
    `${values.first_name} ${values.last_name}`.trim(),
    values.address_line_1,
    values.address_line_2,
    values.city,
    values.region,
    values.postcode.toUpperCase(),
    countryName(values.country || 'GB'),
  ].filter((l) => l.trim());
  return (
    <div data-testid="address-lines" className="l-small">
      {lines.map((l, i) => (
        <p key={i} className={i === 0 ? 'l-strong l-wrap' : 'l-wrap'}>
          {l}
        </p>
      ))}
      {values.phone.trim() && <p style={{ marginTop: 8 }}>Phone: {values.phone}</p>}
    </div>
  );
}
