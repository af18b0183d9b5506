import { useContext, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_SUBJECT_INFO, CONTACT_SUBJECTS, ZContactForm, type TContactForm, type TContactLocation } from '@gifthub/shared/contact';
import { texts } from '@gifthub/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { SessionContext } from '../../../lib/session';
import { useSendContactForm } from '../api/send-contact-form';

type TValues = { subject: string; name: string; email: string; phone: string; message: string };

/**
 * Contact form (spec 3 §2.13). Also rendered on the login page, outside the authenticated layout, so the
 * session is read from the context directly: no session means signed out (user id 0, e-mail required).
 */
export function ContactModal({ opened, onClose, location }: { opened: boolean; onClose: () => void; location: TContactLocation }) {
  // The body unmounts while closed, so every opening starts afresh.
  return (
    <Modal opened={opened} onClose={onClose} title="Contact us">
      <ContactForm onClose={onClose} location={location} />
    </Modal>
  );
}

function ContactForm({ onClose, location }: { onClose: () => void; location: TContactLocation }) {
  const session = useContext(SessionContext);
  const userId = session?.user.user_id ?? 0;
  const [result, setResult] = useState<null | 'sent' | 'failed'>(null);
  const send = useSendContactForm();
  const subjects = CONTACT_SUBJECTS.filter((s) => CONTACT_SUBJECT_INFO[s].locations.includes(location)).map((s) => ({ value: s, label: CONTACT_SUBJECT_INFO[s].label }));
  const payload = (v: TValues): TContactForm => ({ user_id: userId, subject: v.subject as TContactForm['subject'], name: v.name, email: v.email, phone: v.phone, message: v.message, location });
  const form = useForm<TValues>({
    initialValues: { subject: '', name: session?.user.name ?? '', email: session?.user.email ?? '', phone: '', message: '' },
    validate: (values) => zodValidate(ZContactForm)(payload(values)),
  });

  const submit = form.onSubmit(async (values) => {
    setResult(null);
    try {
      await send.mutateAsync(payload(values));
      setResult('sent');
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
      setResult('failed');
    }
  });

  if (result === 'sent')
    return (
      <Stack>
        <Alert color="green" data-testid="contact-success">
          {texts.contactSuccess}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {result === 'failed' && (
          <Alert color="red" role="alert" data-testid="contact-failure">
            {texts.contactFailure}
          </Alert>
        )}
        <Select label="Subject" placeholder="Choose a subject" data={subjects} withAsterisk allowDeselect={false} {...form.getInputProps('subject')} />
        <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk={userId === 0} {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <Textarea label="Message" withAsterisk autosize minRows={4} maxRows={10} {...form.getInputProps('message')} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
