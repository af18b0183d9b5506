import { Anchor, Group, Input, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { BATCH_LABEL_MAX, ZBulkFields, batchTexts, type TBulkFields } from '@gifthub/shared/campaign-batches';
import { BULK_FILE_MAX_BYTES, CSV_TEMPLATE_FILES, csvTexts, isCsvFile, type TBulkKind } from '@gifthub/shared/campaign-csv';
import type { TCampaign } from '@gifthub/shared/campaigns';
import type { TNotecardType } from '@gifthub/shared/gifts';
import { zodValidate } from '../../../../lib/form';
import { InvitationMessageField, NotecardFields } from './notecard-fields';

export type TMultiValues = {
  file: File | null;
  batch_label: string;
  option_id: string;
  notecard_type: TNotecardType;
  notecard_text: string;
  send_email: boolean;
  invitation_message: string;
};

export const emptyMultiValues = (label = ''): TMultiValues => ({
  file: null,
  batch_label: label,
  option_id: '',
  notecard_type: 'default',
  notecard_text: '',
  send_email: true,
  invitation_message: '',
});

export const TEMPLATE_NAMES: Record<TBulkKind, string> = { invite: 'multi-link.csv', send: 'multi-send.csv' };

/** The form's fields as the API takes them (ZBulkFields); shared_secret when adding to a list. */
export const multiFields = (kind: TBulkKind, v: TMultiValues, sharedSecret: string | null): TBulkFields => ({
  batch_label: v.batch_label.trim(),
  ...(kind === 'send' ? { option_id: v.option_id } : { invitation_message: v.invitation_message }),
  notecard_type: v.notecard_type,
  notecard_text: v.notecard_type === 'custom' ? v.notecard_text : '',
  send_email: String(v.send_email),
  ...(sharedSecret ? { shared_secret: sharedSecret } : {}),
});

/** The spec's rules before anything is sent (spec 1 §5 multi modal): CSV File, List Label, Gift Box Option for send. */
export function multiErrors(kind: TBulkKind, v: TMultiValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.file) errors.file = csvTexts.fileRequired;
  else if (!isCsvFile(v.file.name, v.file.type)) errors.file = csvTexts.notCsv;
  else if (v.file.size > BULK_FILE_MAX_BYTES) errors.file = csvTexts.tooLarge;
  for (const [k, m] of Object.entries(zodValidate(ZBulkFields)(multiFields(kind, v, null)))) errors[k] ??= m;
  if (kind === 'send' && !v.option_id) errors.option_id = batchTexts.optionRequired;
  return errors;
}

const dropMessage = (r: FileRejection[]) => (r.some((x) => x.errors.some((e) => e.code === 'file-too-large')) ? csvTexts.tooLarge : csvTexts.notCsv);

type TProps = {
  kind: TBulkKind;
  campaign: TCampaign;
  values: TMultiValues;
  errors: Record<string, string>;
  set: <K extends keyof TMultiValues>(k: K, v: TMultiValues[K]) => void;
  onError: (field: string, message: string) => void;
  onInstructions: () => void;
  /** Adding to an existing list: its label is fixed. */
  addingTo: boolean;
  disabled: boolean;
};

/** The multi modal's form: the CSV (dropped or chosen), the list label, the option (send), the card, e-mail and message. */
export function MultiForm({ kind, campaign, values: v, errors, set, onError, onInstructions, addingTo, disabled }: TProps) {
  const options = campaign.options.filter((o) => o.enabled).map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <Stack gap="md">
      <Input.Wrapper
        label="CSV File"
        withAsterisk
        id="multi-csv-file"
        error={errors.file || undefined}
        description={
          <>
            Use the template and keep its header.{' '}
            <Anchor component="button" type="button" size="xs" underline="always" onClick={onInstructions}>
              CSV instructions
            </Anchor>
            {' · '}
            <Anchor href={CSV_TEMPLATE_FILES[kind]} download={TEMPLATE_NAMES[kind]} size="xs" underline="always">
              Download the template
            </Anchor>
          </>
        }
      >
        <Dropzone
          onDrop={(files) => files[0] && set('file', files[0])}
          onReject={(r) => onError('file', dropMessage(r))}
          maxSize={BULK_FILE_MAX_BYTES}
          accept={['text/csv', 'application/csv', 'application/vnd.ms-excel', '.csv']}
          multiple={false}
          disabled={disabled}
          inputProps={{ id: 'multi-csv-file', 'aria-label': 'CSV File' }}
          mt={6}
        >
          <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} color="var(--mantine-color-blue-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileSpreadsheet size={28} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <div>
              <Text size="sm" data-testid="multi-file-name">
                {v.file ? v.file.name : 'Drag the CSV file here or click to choose it'}
              </Text>
              <Text size="xs" c="dimmed">
                {v.file ? `${(v.file.size / 1024).toFixed(1)} KB` : 'CSV (comma-separated), up to 5 MB and 10,000 recipients'}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Input.Wrapper>
      <TextInput
        label="List Label"
        withAsterisk
        maxLength={BATCH_LABEL_MAX + 20}
        description={addingTo ? 'The recipients are added to this list.' : 'Name the list to find it in the recipients table.'}
        value={v.batch_label}
        onChange={(e) => set('batch_label', e.currentTarget.value)}
        error={errors.batch_label || undefined}
        disabled={addingTo}
      />
      {kind === 'send' && (
        <Select label="Gift Box Option" withAsterisk data={options} value={v.option_id || null} onChange={(o) => set('option_id', o ?? '')} error={errors.option_id || undefined} placeholder="Choose the gift every recipient gets" />
      )}
      <NotecardFields values={v} errors={errors} onChange={(k, val) => set(k, val as never)} />
      <Switch
        label={kind === 'send' ? 'E-mail each recipient that a gift is on its way' : 'E-mail each recipient their gift link'}
        checked={v.send_email}
        onChange={(e) => set('send_email', e.currentTarget.checked)}
      />
      {kind === 'invite' && <InvitationMessageField value={v.invitation_message} error={errors.invitation_message} onChange={(m) => set('invitation_message', m)} />}
    </Stack>
  );
}
