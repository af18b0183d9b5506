import { Card, Group, Select, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ROLE_LABELS } from '@gifthub/shared/permissions';
import { invitableRoles, ZMemberInvite, type TMemberInvite } from '@gifthub/shared/members';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useInviteMember } from '../api/invite-member';
import { WriteButton } from '../../../components/write-button';

/**
 * Invite: Email (required, valid, min 6) and Role; the person receives a sign-up link, and an existing account
 * joins only once its owner accepts it. An associate may invite associates only, so that is all they are offered.
 */
export function InviteMemberForm({ teamId, disabled = false }: { teamId: number; disabled?: boolean }) {
  const invite = useInviteMember(teamId);
  const { user } = useSession();
  const roles = invitableRoles(user.role);
  const roleOptions = roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
  // With one role to offer, it is chosen already.
  const initialRole = roles.length === 1 ? roles[0]! : '';
  const form = useForm<{ email: string; role: string }>({ initialValues: { email: '', role: initialRole }, validate: zodValidate(ZMemberInvite) });

  const submit = form.onSubmit(async (values) => {
    try {
      await invite.mutateAsync({ email: values.email.trim(), role: values.role as TMemberInvite['role'] });
      form.reset();
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="invite-member">
      <Title order={2} size="h4" mb="md">
        Invite a team member
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="md">
          <TextInput label="Email" type="email" autoComplete="off" required disabled={disabled} style={{ flex: '2 1 240px' }} {...form.getInputProps('email')} />
          <Select
            label="Role"
            placeholder="Choose a role"
            required
            disabled={disabled}
            data={roleOptions}
            style={{ flex: '1 1 180px' }}
            {...form.getInputProps('role')}
            value={form.values.role || null}
            onChange={(v) => form.setFieldValue('role', v ?? '')}
          />
          <WriteButton type="submit" mt={25} loading={invite.isPending}>
            Invite Member
          </WriteButton>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          The person gets an e-mail with a link to join; someone who already has an account accepts with their own password.
        </Text>
      </form>
    </Card>
  );
}
