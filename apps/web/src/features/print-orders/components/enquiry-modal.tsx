import { Alert, Button, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { DEFAULT_ENQUIRY_QUANTITY, ENQUIRY_LABELS, ZEnquiryForm, type TEnquiryFormSource } from '@gifthub/shared/print-orders';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useCreateEnquiry } from '../api/create-enquiry';

export type TEnquiryPrefill = { name: string; quantity: number; source: TEnquiryFormSource; original_job_id: number };
type TValues = { name: string; quantity: number | string; message: string };

const validate = zodValidate(ZEnquiryForm);

/**
 * Make New Enquiry, or Reorder This Item with the reorder's prefill (spec 3 §5: Subject required, min 3; Quantity
 * required, default 100; Details required). On success the new enquiry's page opens.
 */
export function EnquiryModal({ opened, onClose, reorder }: { opened: boolean; onClose: () => void; reorder?: TEnquiryPrefill }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title={reorder ? 'Reorder This Item' : 'Make New Enquiry'} size="lg">
      {opened && <EnquiryForm reorder={reorder} onClose={onClose} />}
    </GuardedModal>
  );
}

function EnquiryForm({ reorder, onClose }: { reorder?: TEnquiryPrefill; onClose: () => void }) {
  const { teamId } = useSession();
  const navigate = useNavigate();
  const create = useCreateEnquiry(teamId);
  const form = useForm<TValues>({
    initialValues: { name: reorder?.name ?? '', quantity: reorder?.quantity ?? DEFAULT_ENQUIRY_QUANTITY, message: '' },
    validate: (v) => validate({ ...v, quantity: v.quantity === '' ? undefined : v.quantity }),
  });
  useModalGuard({ dirty: form.isDirty() });

  const submit = form.onSubmit((v) => {
    const body = {
      team_id: teamId,
      name: v.name,
      quantity: Number(v.quantity),
      details: { message: v.message, ...(reorder ? { original_job_id: reorder.original_job_id } : {}) },
      source: reorder?.source ?? ('new-order' as const),
    };
    create.mutate(body, {
      onSuccess: ({ id }) => {
        onClose();
        void navigate(`/orders/${id}`);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) {
          const fields = e.fieldErrors();
          form.setErrors({ ...fields, ...(fields['details.message'] ? { message: fields['details.message'] } : {}) });
        } else form.setErrors({ _: e instanceof ApiError ? e.message : 'Your enquiry could not be sent. Please try again.' });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="enquiry-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {reorder
            ? 'We will quote the same item again. Change the quantity or add anything that should be different this time.'
            : 'Tell us what you would like printed or made. Your Account Manager replies with a quote, usually within one working day.'}
        </Text>
        <TextInput label={ENQUIRY_LABELS.name} withAsterisk placeholder="e.g. Branded notebooks for our conference" {...form.getInputProps('name')} />
        <NumberInput label={ENQUIRY_LABELS.quantity} withAsterisk min={1} allowDecimal={false} allowNegative={false} thousandSeparator="," w={200} {...form.getInputProps('quantity')} />
        <Textarea
          label={ENQUIRY_LABELS.message}
          withAsterisk
          description="Sizes, colours, materials, branding, delivery date and address."
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={create.isPending} data-testid="enquiry-submit">
            {reorder ? 'Send Reorder' : 'Send Enquiry'}
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
