import { Alert, Button, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { AddressLines, COUNTRY_NAME, type TAddressValues } from './address-lines';

// The marketplace ships only to GB (spec 3 §2.2): the country is fixed, other values cannot be chosen.
const COUNTRIES = [{ value: 'GB', label: COUNTRY_NAME }];

function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="claim-error">
      {error}
    </Alert>
  );
}

/** The delivery details of a physical gift; Continue validates and leads to the confirmation. */
export function AddressForm({ form, error, onContinue }: { form: UseFormReturnType<TAddressValues>; error: string | null; onContinue: () => void }) {
  return (
    <form onSubmit={form.onSubmit(onContinue)} noValidate data-testid="address-form">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3">
            Where should we send your gift?
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            We deliver within the United Kingdom.
          </Text>
        </div>
        <FormError error={error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First Name" autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="Address line 1" autoComplete="address-line1" withAsterisk {...form.getInputProps('address_line_1')} />
        <TextInput label="Address line 2" autoComplete="address-line2" {...form.getInputProps('address_line_2')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="City" autoComplete="address-level2" withAsterisk {...form.getInputProps('city')} />
          <TextInput label="Region" autoComplete="address-level1" {...form.getInputProps('region')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Postcode" autoComplete="postal-code" autoCapitalize="characters" withAsterisk {...form.getInputProps('postcode')} />
          <Select
            label="Country"
            withAsterisk
            data={COUNTRIES}
            allowDeselect={false}
            autoComplete="country"
            {...form.getInputProps('country')}
            onChange={() => form.setFieldValue('country', 'GB')}
          />
        </SimpleGrid>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          withAsterisk
          description="The courier may call about the delivery."
          {...form.getInputProps('phone')}
        />
        <Button type="submit" size="md" fullWidth mt="xs">
          Continue
        </Button>
      </Stack>
    </form>
  );
}

/** The address read back before anything is sent. */
export function AddressConfirm({ values, error, pending, onEdit, onConfirm }: { values: TAddressValues; error: string | null; pending: boolean; onEdit: () => void; onConfirm: () => void }) {
  return (
    <Stack gap="md" data-testid="address-confirm">
      <div>
        <Title order={2} size="h3">
          Please check your details
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Your gift will be sent here.
        </Text>
      </div>
      <FormError error={error} />
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <AddressLines values={values} />
      </Paper>
      <Stack gap="xs">
        <Button size="md" fullWidth loading={pending} onClick={onConfirm}>
          Confirm and send my gift
        </Button>
        <Button size="md" fullWidth variant="default" disabled={pending} onClick={onEdit}>
          Edit details
        </Button>
      </Stack>
    </Stack>
  );
}
