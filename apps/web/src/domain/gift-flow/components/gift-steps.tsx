import { Alert, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TProduct } from '@gifthub/shared/catalogue';
import { optionUnitsLeft, type TGiftOption } from '@gifthub/shared/campaigns';
import { MESSAGE_MAX, NOTECARD_EV, NOTECARD_IV, QUANTITY_MAX, notecardMax, type TPasswordType } from '@gifthub/shared/gifts';
import { formatPence, formatPounds } from '../../../lib/money';
import { countryOptions } from './countries';
import type { TFlowMode, TGiftValues } from './gift-form';

type TForm = UseFormReturnType<TGiftValues>;

const counter = (text: string, max: number) => `${text.length} / ${max} characters`;

function VoucherValueInput({ form, product }: { form: TForm; product: TProduct }) {
  if (product.denominations.length)
    return (
      <Select
        label="Voucher Value"
        withAsterisk
        data={product.denominations.map((d) => ({ value: String(d), label: formatPounds(d) }))}
        value={form.values.voucher_value === '' ? null : String(form.values.voucher_value)}
        onChange={(v) => form.setFieldValue('voucher_value', v === null ? '' : Number(v))}
        error={form.errors.voucher_value}
        allowDeselect={false}
        w={200}
      />
    );
  const lower = product.face_value_limits?.lower ?? 2;
  const upper = product.face_value_limits?.upper ?? 500;
  const step = product.face_value_limits?.minor_unit ?? 0.01;
  return (
    <NumberInput
      label="Voucher Value"
      withAsterisk
      description={`From ${formatPounds(lower)} to ${formatPounds(upper)}${step >= 1 ? `, in steps of ${formatPounds(step)}` : ''}`}
      prefix="£"
      decimalScale={2}
      min={lower}
      max={upper}
      step={step}
      allowNegative={false}
      clampBehavior="none"
      w={260}
      {...form.getInputProps('voucher_value')}
    />
  );
}

const VERIFICATION: { value: TPasswordType; label: string; text: string }[] = [
  { value: 'none', label: 'No verification', text: 'Anyone with the link can claim the gift.' },
  { value: 'email', label: 'By e-mail', text: 'The recipient confirms their e-mail address.' },
  { value: 'name', label: 'By name', text: 'The recipient confirms their first and last name.' },
];

/**
 * Start step: the recipient (and for a gift link, how they are verified and told), quantity or voucher value. In a
 * campaign (options given) Select & Send first chooses the Gift Option and the recipient has a company; a campaign
 * invitation has no product (the recipient picks).
 */
export function StartStep({
  form,
  product,
  mode,
  corporation5,
  options,
  paidLocked = false,
}: {
  form: TForm;
  product: TProduct | null;
  mode: TFlowMode;
  corporation5: boolean;
  options?: TGiftOption[];
  /** Editing a paid gift: its option and quantity stay as paid. */
  paidLocked?: boolean;
}) {
  const v = form.values;
  const invite = mode === 'invite';
  const emailNeeded = !invite || v.password_type === 'email' || v.send_email;
  const namesNeeded = !invite || v.password_type === 'name';
  return (
    <Stack gap="md" data-testid="step-start">
      {options && !invite && (
        <Select
          label="Gift Option"
          withAsterisk
          placeholder="Choose a gift option"
          data={options.map((o) => {
            const left = optionUnitsLeft(o);
            return { value: String(o.id), label: left !== null && left <= 2 ? `${o.name} (${left} left)` : o.name };
          })}
          allowDeselect={false}
          disabled={paidLocked}
          {...form.getInputProps('option_id')}
          onChange={(id) => form.setFieldValue('option_id', id ?? '')}
          data-testid="option-select"
        />
      )}
      {invite && (
        <Radio.Group label="Recipient verification" {...form.getInputProps('password_type')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt={6} spacing="xs">
            {VERIFICATION.filter((o) => !corporation5 || o.value === 'name').map((o) => (
              <OptionCard key={o.value} {...o} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First Name" withAsterisk={namesNeeded} autoComplete="off" {...form.getInputProps('first_name')} />
        <TextInput label="Last Name" withAsterisk={namesNeeded} autoComplete="off" {...form.getInputProps('last_name')} />
      </SimpleGrid>
      {!(invite && corporation5) && <TextInput label="E-mail" withAsterisk={emailNeeded} type="email" autoComplete="off" {...form.getInputProps('email')} />}
      {options && <TextInput label="Company" autoComplete="off" {...form.getInputProps('company')} />}
      {product?.type === 'physical' ? (
        <NumberInput label="Quantity" withAsterisk min={1} max={QUANTITY_MAX} allowDecimal={false} allowNegative={false} clampBehavior="none" w={160} disabled={paidLocked} {...form.getInputProps('quantity')} />
      ) : product ? (
        <VoucherValueInput form={form} product={product} />
      ) : null}
      {!(invite && corporation5) && (
        <Switch
          label={invite ? 'E-mail the gift link to the recipient' : 'Let the recipient know by e-mail'}
          {...form.getInputProps('send_email', { type: 'checkbox' })}
        />
      )}
      {invite ? (
        <Textarea
          label="Invitation message"
          description={`Shown on the gift page and in the e-mail. ${counter(v.invitation_message, MESSAGE_MAX)}`}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('invitation_message')}
        />
      ) : (
        v.send_email && (
          <Textarea
            label="Custom e-mail message"
            description={counter(v.custom_email_message, MESSAGE_MAX)}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('custom_email_message')}
          />
        )
      )}
    </Stack>
  );
}

/** Address step: a UK delivery address (the marketplace ships only to GB; a campaign option to its shipping list). */
export function AddressStep({ form, marketplace = true, countryLocked = false }: { form: TForm; marketplace?: boolean; countryLocked?: boolean }) {
  const gb = form.values.country === 'GB';
  return (
    <Stack gap="md" data-testid="step-address">
      <TextInput label="Address line 1" withAsterisk autoComplete="off" {...form.getInputProps('address_line_1')} />
      <TextInput label="Address line 2" autoComplete="off" {...form.getInputProps('address_line_2')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="City" withAsterisk autoComplete="off" {...form.getInputProps('city')} />
        <TextInput label="Region" autoComplete="off" {...form.getInputProps('region')} />
        <TextInput label="Postcode" withAsterisk autoComplete="off" {...form.getInputProps('postcode')} />
        <Select
          label="Country"
          withAsterisk
          description={marketplace ? 'Marketplace gifts ship to the United Kingdom only.' : undefined}
          data={countryOptions()}
          searchable
          allowDeselect={false}
          disabled={countryLocked}
          {...form.getInputProps('country')}
          onChange={(c) => form.setFieldValue('country', c ?? 'GB')}
        />
      </SimpleGrid>
      <TextInput label="Phone" withAsterisk={!gb} description="The courier may call about the delivery." type="tel" autoComplete="off" {...form.getInputProps('phone')} w={{ base: '100%', sm: '50%' }} />
    </Stack>
  );
}

/** Notecard step: the default card, a custom message (charged when it has text) or none. A portrait card holds less text. */
export function NotecardStep({ form, format = null }: { form: TForm; format?: 'landscape' | 'portrait' | null }) {
  const v = form.values;
  const max = notecardMax(format);
  const price = `${formatPence(NOTECARD_EV)} ex VAT, ${formatPence(NOTECARD_IV)} inc VAT`;
  const options = [
    { value: 'default', label: 'Default greeting card', text: `Our greeting card with a short message from your team (${price}).` },
    { value: 'custom', label: 'Custom message', text: `Your own words printed on the card (${price} when it has text).` },
    { value: 'none', label: 'No greeting card', text: 'The gift ships without a card.' },
  ];
  return (
    <Stack gap="md" data-testid="step-notecard">
      <Radio.Group label="Greeting card" {...form.getInputProps('notecard_type')}>
        <Stack gap="xs" mt={6}>
          {options.map((o) => (
            <OptionCard key={o.value} {...o} />
          ))}
        </Stack>
      </Radio.Group>
      {v.notecard_type === 'custom' && (
        <Textarea label="Notecard text" description={counter(v.notecard_text, max)} autosize minRows={4} maxRows={10} {...form.getInputProps('notecard_text')} />
      )}
      {v.notecard_type === 'custom' && !v.notecard_text.trim() && (
        <Alert color="gray" variant="light">
          A custom card without text is not printed or charged.
        </Alert>
      )}
    </Stack>
  );
}

/** A radio choice shown as a card: its label and a line of explanation. */
function OptionCard({ value, label, text }: { value: string; label: string; text: string }) {
  return (
    <Radio.Card value={value} p="sm" radius="md" aria-label={label}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <div>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
