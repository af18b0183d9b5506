import { Text } from '@mantine/core';

/** The recipient's delivery details as the claim form holds them (GB only). */
export type TAddressValues = {
  first_name: string;
  last_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  region: string;
  postcode: string;
  country: 'GB';
  phone: string;
};

export const COUNTRY_NAME = 'United Kingdom';

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
export function AddressLines({ values }: { values: TAddressValues }) {
  const lines = [
    `${values.first_name} ${values.last_name}`.trim(),
    values.address_line_1,
    values.address_line_2,
    values.city,
    values.region,
    values.postcode.toUpperCase(),
    COUNTRY_NAME,
  ].filter((l) => l.trim());
  return (
    <div data-testid="address-lines">
      {lines.map((l, i) => (
        <Text key={i} size="sm" fw={i === 0 ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
          {l}
        </Text>
      ))}
      <Text size="sm" mt="xs">
        Phone: {values.phone}
      </Text>
    </div>
  );
}
