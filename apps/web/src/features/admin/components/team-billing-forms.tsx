import { Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { billingTexts, ZBalanceAdjustment, ZCreditLimitUpdate, type TBalance } from '@gifthub/shared/billing';
import { msg } from '@gifthub/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { formatPounds } from '../../../lib/money';
import { useAdjustBalance, useSetCreditLimit } from '../api/update-admin-team-billing';

/** An empty number field is 'required', not 0 (zod would coerce '' to 0). */
const requiredNumber =
  <V extends Record<string, unknown>>(field: keyof V & string, label: string, validate: (v: V) => Record<string, string>) =>
  (values: V) => {
    const errors = validate(values);
    if (values[field] === '' || values[field] === undefined) errors[field] = msg.required(label);
    return errors;
  };

/**
 * Staff: a manual ledger row, + adds to the balance and − takes from it; the reason is the row's description. Only a
 * Pro team holds credit, so a team on another plan can only be adjusted down (the API refuses the rest with the same text).
 */
export function AdjustmentForm({ teamId, teamName, pro }: { teamId: number; teamName: string; pro: boolean }) {
  const adjust = useAdjustBalance(teamId);
  const validate = requiredNumber('amount', 'Amount', zodValidate(ZBalanceAdjustment));
  const form = useForm<{ amount: number | string; reason: string }>({
    initialValues: { amount: '', reason: '' },
    validate: (values) => {
      const errors = validate(values);
      if (!errors.amount && !pro && Number(values.amount) > 0) errors.amount = billingTexts.adjustmentNeedsPro;
      return errors;
    },
  });
  const submit = form.onSubmit((v) => {
    const amount = Number(v.amount);
    modals.openConfirmModal({
      title: 'Apply adjustment',
      children: (
        <Text size="sm">
          {amount > 0 ? `Add ${formatPounds(amount)} to` : `Take ${formatPounds(-amount)} from`} the balance of {teamName}? The ledger keeps the row with the reason “{v.reason.trim()}”.
        </Text>
      ),
      labels: { confirm: 'Apply adjustment', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await adjust.mutateAsync({ amount, reason: v.reason.trim() });
          form.reset();
        } catch (e) {
          if (e instanceof ApiError) form.setErrors(Object.keys(e.errors).length ? e.fieldErrors() : { amount: e.message });
        }
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            Manual adjustment
          </Title>
          <NumberInput
            label="Amount (£)"
            description={pro ? 'Positive adds to the balance, negative takes from it.' : `Negative takes from the balance. ${billingTexts.adjustmentNeedsPro}`}
            required
            allowNegative
            decimalScale={2}
            thousandSeparator=","
            prefix="£"
            {...form.getInputProps('amount')}
          />
          <TextInput label="Reason" required maxLength={500} placeholder="e.g. Goodwill credit for order #1234" {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button type="submit" loading={adjust.isPending}>
              Apply adjustment
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Staff: the team's credit limit; never below the credit already used. */
export function CreditLimitForm({ teamId, balance }: { teamId: number; balance: TBalance }) {
  const save = useSetCreditLimit(teamId);
  const form = useForm<{ credit_limit: number | string }>({
    initialValues: { credit_limit: balance.credit_limit },
    validate: requiredNumber('credit_limit', 'Credit limit', zodValidate(ZCreditLimitUpdate)),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const b = await save.mutateAsync(Number(v.credit_limit));
      form.setValues({ credit_limit: b.credit_limit });
      form.resetDirty({ credit_limit: b.credit_limit });
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(Object.keys(e.errors).length ? e.fieldErrors() : { credit_limit: e.message });
    }
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            Credit limit
          </Title>
          <NumberInput
            label="Credit limit (£)"
            description={`Credit used now: ${formatPounds(balance.credit_used)}. The limit cannot go below it.`}
            required
            min={0}
            allowNegative={false}
            decimalScale={2}
            thousandSeparator=","
            prefix="£"
            {...form.getInputProps('credit_limit')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save credit limit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
