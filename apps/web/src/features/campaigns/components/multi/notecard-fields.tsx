import { Group, Radio, Textarea } from '@mantine/core';
import { MESSAGE_MAX, NOTECARD_MAX, type TNotecardType } from '@gifthub/shared/gifts';

type TNotecardValues = { notecard_type: TNotecardType; notecard_text: string };

/** The greeting card choice and a custom card's text, as the invitations by e-mail and by CSV ask them. */
export function NotecardFields({ values, errors, onChange }: { values: TNotecardValues; errors: Record<string, string>; onChange: (k: keyof TNotecardValues, v: string) => void }) {
  return (
    <>
      <Radio.Group label="Greeting card" value={values.notecard_type} onChange={(t) => onChange('notecard_type', t)}>
        <Group mt={6}>
          <Radio value="default" label="Default greeting card" />
          <Radio value="custom" label="Custom message" />
          <Radio value="none" label="No greeting card" />
        </Group>
      </Radio.Group>
      {values.notecard_type === 'custom' && (
        <Textarea
          label="Notecard text"
          description={`${values.notecard_text.length} / ${NOTECARD_MAX} characters`}
          value={values.notecard_text}
          onChange={(e) => onChange('notecard_text', e.currentTarget.value)}
          error={errors.notecard_text || undefined}
          autosize
          minRows={3}
        />
      )}
    </>
  );
}

/** The invitation message shown on the gift page and in the e-mail. */
export function InvitationMessageField({ value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <Textarea
      label="Invitation message"
      description={`Shown on the gift page and in the e-mail. ${value.length} / ${MESSAGE_MAX} characters`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error || undefined}
      autosize
      minRows={3}
    />
  );
}
