import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, List, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { INVITE_MULTIPLE_MAX, ZInviteMultiple, type TInviteMultiple } from '@gifthub/shared/campaign-registrations';
import type { TNotecardType } from '@gifthub/shared/gifts';
import type { TInvitationResult } from '@gifthub/shared/registrations';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { ApiError } from '../../../../lib/api-client';
import { zodValidate } from '../../../../lib/form';
import { useCopyLink } from '../../../../domain/registrations/components/copy-link';
import { useInviteMultiple } from '../../api/invite-recipients';
import { InvitationMessageField, NotecardFields } from '../multi/notecard-fields';

export const INVITE_MULTIPLE_TITLE = 'Create A New Invitation - Multiple';

/** The addresses typed or pasted: one a line, or separated by commas, semicolons or spaces. */
export const splitEmails = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The form's values as the API takes them (ZInviteMultiple). */
export const inviteMultipleBody = (v: { emails: string; notecard_type: TNotecardType; notecard_text: string; invitation_message: string }): TInviteMultiple => ({
  emails: splitEmails(v.emails),
  notecard_type: v.notecard_type,
  notecard_text: v.notecard_type === 'custom' ? v.notecard_text : '',
  invitation_message: v.invitation_message,
});

/** The schema's messages on the form's fields; a wrong address is named. */
export function inviteMultipleErrors(body: TInviteMultiple): Record<string, string> {
  const all = zodValidate(ZInviteMultiple)(body);
  const errors: Record<string, string> = {};
  for (const [k, m] of Object.entries(all)) {
    const [field, index] = k.split('.');
    if (field === 'emails') errors.emails ??= index !== undefined ? `${body.emails[Number(index)]}: ${m}` : m;
    else errors[field!] ??= m;
  }
  return errors;
}

/**
 * Create A New Invitation - Multiple via e-mails: one personal gift link per address, each e-mailed (POST
 * invite/multiple). Nothing is charged until a recipient's claim is confirmed. The CSV multi modal is separate.
 */
export function InviteMultipleModal({ campaignId, opened, onClose }: { campaignId: number; opened: boolean; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} size="lg" title={<Text fw={700}>{INVITE_MULTIPLE_TITLE}</Text>}>
      {opened && <InviteMultipleForm campaignId={campaignId} onClose={onClose} />}
    </GuardedModal>
  );
}

function InviteMultipleForm({ campaignId, onClose }: { campaignId: number; onClose: () => void }) {
  const [v, setV] = useState({ emails: '', notecard_type: 'default' as TNotecardType, notecard_text: '', invitation_message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [results, setResults] = useState<TInvitationResult[] | null>(null);
  const invite = useInviteMultiple(campaignId);
  const dirty = v.emails !== '' || v.notecard_text !== '' || v.invitation_message !== '';
  useModalGuard({ locked: invite.isPending, dirty: dirty && results === null });
  const set = (k: keyof typeof v, value: string) => {
    setV((prev) => ({ ...prev, [k]: value }));
    setErrors((prev) => ({ ...prev, [k]: '' }));
  };

  const submit = async () => {
    const body = inviteMultipleBody(v);
    const found = inviteMultipleErrors(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    try {
      setResults((await invite.mutateAsync(body)).data);
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : 'The invitations could not be created. Please try again.');
      if (e instanceof ApiError) setErrors(e.fieldErrors());
    }
  };

  if (results) return <Created results={results} onClose={onClose} />;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="md">
        {serverError && <Alert color="red">{serverError}</Alert>}
        <Textarea
          label="E-mails"
          withAsterisk
          description={`One address a line (or separated by commas), up to ${INVITE_MULTIPLE_MAX}. ${splitEmails(v.emails).length} entered.`}
          value={v.emails}
          onChange={(e) => set('emails', e.currentTarget.value)}
          error={errors.emails || undefined}
          autosize
          minRows={4}
          maxRows={12}
          data-autofocus
        />
        <NotecardFields values={v} errors={errors} onChange={set} />
        <InvitationMessageField value={v.invitation_message} error={errors.invitation_message} onChange={(m) => set('invitation_message', m)} />
        <Text size="xs" c="dimmed">
          Each recipient gets their own gift link by e-mail and picks a gift. Your team is charged only when a claim is confirmed.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send Invitations
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Created({ results, onClose }: { results: TInvitationResult[]; onClose: () => void }) {
  const copy = useCopyLink();
  return (
    <Stack gap="md" data-testid="invitations-created">
      <Text fw={600} tabIndex={-1} data-autofocus>
        {results.length === 1 ? '1 invitation has been created.' : `${results.length} invitations have been created.`}
      </Text>
      <List size="sm" spacing={4}>
        {results.map((r) => (
          <List.Item key={r.registration_id}>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {r.invite_link}
              </Text>
              <Tooltip label="Copy gift link">
                <ActionIcon variant="subtle" aria-label={`Copy ${r.invite_link}`} onClick={() => copy(r.invite_link)}>
                  <IconCopy size={16} />
                </ActionIcon>
              </Tooltip>
              {r.email_sent && (
                <Text size="xs" c="dimmed">
                  e-mailed
                </Text>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
