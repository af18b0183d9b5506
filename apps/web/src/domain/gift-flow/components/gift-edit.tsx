import { useState } from 'react';
import { Alert, Button, Divider, Group, List, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { TGiftOption } from '@gifthub/shared/campaigns';
import { campaignRegistrationTexts, type TRegistrationRead, type TRegistrationUpdate } from '@gifthub/shared/campaign-registrations';
import { DEFAULT_COUNTRY, isSpecialCorporation } from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import { useModalGuard } from '../../../components/guarded-modal';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { optionProduct, validateCampaignStep, type TFlowCampaign } from './gift-campaign';
import { STEP_LABELS, initialValues, stepOfField, type TGiftValues, type TStep } from './gift-form';
import { AddressStep, NotecardStep, StartStep } from './gift-steps';

export const EDIT_TITLE = 'Edit Details';

/**
 * Spec 1 §5: the address is editable only by the member who registered the gift while it is still editable (or when
 * the registration has no option yet).
 */
export const addressEditable = (r: Pick<TRegistrationRead, 'registered_by' | 'option_id'>, userId: number) => !r.option_id || r.registered_by === userId;

/** The registration's current details as the form's values. */
export function editValues(r: TRegistrationRead, corporationId: number | null): TGiftValues {
  const s = (v: string | null) => v ?? '';
  return {
    ...initialValues(null, 'send', corporationId),
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    company: s(r.company),
    option_id: r.option_id ? String(r.option_id) : '',
    quantity: r.quantity,
    voucher_value: r.voucher_value ?? '',
    address_line_1: s(r.address_line_1),
    address_line_2: s(r.address_line_2),
    city: s(r.city),
    region: s(r.region),
    postcode: s(r.postcode),
    country: r.country || DEFAULT_COUNTRY,
    phone: s(r.phone),
    notecard_type: r.notecard_type,
    notecard_text: s(r.notecard_text),
  };
}

/** A confirmed gift has been paid for: its option, quantity, shipping country and notecard stay as paid. */
export const isPaid = (r: Pick<TRegistrationRead, 'confirmed_at'>) => r.confirmed_at !== null;

/**
 * The edit body: every detail; the address only when editable; only the e-mail for an option-less registration; a
 * paid gift without what was paid for (option, quantity, country, notecard).
 */
export function editBody(v: TGiftValues, s: { hasOption: boolean; withAddress: boolean; paid: boolean }): Extract<TRegistrationUpdate, { action: 'edit' }> {
  if (!s.hasOption) return { action: 'edit', email: v.email };
  const opt = (x: string) => (x.trim() ? x : undefined);
  return {
    action: 'edit',
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    company: opt(v.company),
    ...(s.paid ? {} : { option_id: Number(v.option_id), quantity: Number(v.quantity), notecard_type: v.notecard_type, notecard_text: v.notecard_type === 'custom' ? v.notecard_text : '' }),
    ...(s.withAddress
      ? { address_line_1: v.address_line_1, address_line_2: opt(v.address_line_2), city: v.city, region: opt(v.region), postcode: v.postcode, ...(s.paid ? {} : { country: v.country }), phone: opt(v.phone) }
      : {}),
  };
}

/** Edit's own rules (spec 1 §5): First Name, Last Name, E-mail, Gift Option, Quantity required; only E-mail without an option. */
function editErrors(step: TStep, v: TGiftValues, hasOption: boolean, option: TGiftOption | null): Record<string, string> {
  if (!hasOption) return step === 'start' && !v.email.trim() ? { email: msg.required('E-mail') } : {};
  const errors = validateCampaignStep(step, 'send', option, v);
  // Editing keeps the quantity and voucher value already paid: the voucher limits are not asked again.
  delete errors.voucher_value;
  return errors;
}

/**
 * The gift registration modal in edit mode (Edit Details, spec 1 §4): the same steps (start with the option, address
 * when the member may change it, greeting card for a physical option), Continue validating each, then one PUT edit.
 */
export function GiftEditFlow({ campaign, registration: r, onSubmit, onClose }: { campaign: TFlowCampaign; registration: TRegistrationRead; onSubmit: (body: TRegistrationUpdate) => Promise<unknown>; onClose: () => void }) {
  const session = useSession();
  const hasOption = r.option_id !== null;
  const withAddress = hasOption && addressEditable(r, session.user.user_id);
  const paid = isPaid(r);
  const form = useForm<TGiftValues>({ mode: 'controlled', initialValues: editValues(r, session.team.corporation_id) });
  const options = campaign.options.filter((o) => o.enabled || o.id === r.option_id);
  const option = options.find((o) => String(o.id) === form.values.option_id) ?? null;
  const physical = (option?.type ?? r.type) === 'physical';
  const steps: TStep[] = !hasOption ? ['start'] : (['start', ...(physical && withAddress ? ['address'] : []), ...(physical && !paid ? ['notecard'] : [])] as TStep[]);
  const [active, setActive] = useState(0);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useModalGuard({ locked: saving, dirty: form.isDirty() });
  const step = steps[Math.min(active, steps.length - 1)]!;
  const last = active >= steps.length - 1;

  const validate = (s: TStep) => {
    const errors = editErrors(s, form.values, hasOption, option);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };
  const save = async () => {
    for (const s of steps) if (!validate(s)) return setActive(steps.indexOf(s));
    setSaving(true);
    setServerErrors([]);
    try {
      await onSubmit(editBody(form.values, { hasOption, withAddress, paid }));
      form.resetDirty();
      onClose();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors() : {};
      form.setErrors(fields);
      setServerErrors([e instanceof ApiError ? e.message : 'The changes could not be saved. Please try again.']);
      const first = Object.keys(fields).map(stepOfField).find((s): s is TStep => s !== null && steps.includes(s));
      if (first) setActive(steps.indexOf(first));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="gift-edit" data-step={step}>
      {steps.length > 1 && (
        <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={(i) => i < active && setActive(i)}>
          {steps.map((s) => (
            <Stepper.Step key={s} label={STEP_LABELS[s]} aria-label={STEP_LABELS[s]} />
          ))}
        </Stepper>
      )}
      {serverErrors.length > 0 && (
        <Alert color="red" title="The changes could not be saved">
          <List size="sm">
            {serverErrors.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (last) void save();
          else if (validate(step)) setActive((a) => a + 1);
        }}
        noValidate
      >
        {step === 'start' &&
          (hasOption ? (
            <StartStep form={form} product={option?.type === 'physical' ? optionProduct(option) : null} mode="send" corporation5={isSpecialCorporation(session.team.corporation_id)} options={options} paidLocked={paid} />
          ) : (
            <OptionlessStart form={form} />
          ))}
        {step === 'address' && <AddressStep form={form} marketplace={false} countryLocked={paid} />}
        {step === 'notecard' && <NotecardStep form={form} format={option?.notecard_format ?? null} />}
        {hasOption && step === 'start' && (
          <Stack gap={4} mt="sm">
            {paid && (
              <Text size="xs" c="dimmed" data-testid="paid-locked">
                {campaignRegistrationTexts.paidGiftFixed}
              </Text>
            )}
            {!withAddress && (
              <Text size="xs" c="dimmed" data-testid="address-locked">
                {campaignRegistrationTexts.editAddressNotYours}
              </Text>
            )}
          </Stack>
        )}
        <Divider my="lg" />
        <Group justify="space-between">
          <Button variant="default" onClick={() => (active === 0 ? onClose() : setActive((a) => a - 1))}>
            {active === 0 ? 'Cancel' : 'Back'}
          </Button>
          <Button type="submit" loading={saving}>
            {last ? 'Save Changes' : 'Continue'}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** A registration without an option: only its e-mail can change (spec 1 §5). */
function OptionlessStart({ form }: { form: UseFormReturnType<TGiftValues> }) {
  return (
    <Stack gap="md" data-testid="step-start">
      <Text size="sm" c="dimmed">
        This recipient has not picked a gift yet: only the e-mail can be changed.
      </Text>
      <TextInput label="E-mail" withAsterisk type="email" autoComplete="off" {...form.getInputProps('email')} />
    </Stack>
  );
}
