import { Button, Card, Group, Select, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MEMBER_ROLES, ROLE_LABELS } from '@gifthub/shared/permissions';
import { ZMemberInvite, type TMemberInvite } from '@gifthub/shared/members';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useInviteMember } from '../api/invite-member';

const ROLE_OPTIONS = MEMBER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** Invite: Email (required, valid, min 6) and Role (manager or associate); the person receives a sign-up link. */
export function InviteMemberForm({ teamId, disabled = false }: { teamId: number; disabled?: boolean }) {
  const invite = useInviteMember(teamId);
  const form = useForm<{ email: string; role: string }>({ initialValues: { email: '', role: '' }, validate: zodValidate(ZMemberInvite) });

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
            data={ROLE_OPTIONS}
            style={{ flex: '1 1 180px' }}
            {...form.getInputProps('role')}
            value={form.values.role || null}
            onChange={(v) => form.setFieldValue('role', v ?? '')}
          />
          <Button type="submit" mt={25} loading={invite.isPending} disabled={disabled}>
            Invite Member
          </Button>
        </Group>
      </form>
    </Card>
  );
}
