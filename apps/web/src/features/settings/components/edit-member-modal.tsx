import { useState } from 'react';
import { Alert, Button, Center, Checkbox, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MODAL_WIDTH_WIDE } from '@gifthub/shared/constants';
import { managesRoles, ZMemberUpdate, type TMember, type TMemberUpdate } from '@gifthub/shared/members';
import { PERMISSION_LIST, ROLE_LABELS, type TPermissionMap } from '@gifthub/shared/permissions';
import { useSession } from '../../../lib/session';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useMember } from '../api/get-member';
import { useUpdateMember } from '../api/update-member';

type TScreen = 'loading' | 'form' | 'processing';

/** Edit member, spec 3 §2.10: screens loading, form, processing; width 550. */
export function EditMemberModal({ teamId, userId, onClose }: { teamId: number; userId: number | null; onClose: () => void }) {
  // Keeps the last member while the modal fades out, so the closing modal does not flash a loader.
  const [shownId, setShownId] = useState(userId);
  if (userId !== null && userId !== shownId) setShownId(userId);
  const member = useMember(teamId, userId ?? shownId);
  return (
    <Modal opened={userId !== null} onClose={onClose} size={MODAL_WIDTH_WIDE} title="Edit Team Member">
      {member.isError ? (
        <Alert color="red">{member.error.message}</Alert>
      ) : !member.data || member.isFetching ? (
        <Center py="xl" data-testid="edit-member-loading">
          <Loader />
        </Center>
      ) : (
        <EditMemberForm key={member.data.user_id} teamId={teamId} member={member.data} onDone={onClose} />
      )}
    </Modal>
  );
}

function EditMemberForm({ teamId, member, onDone }: { teamId: number; member: TMember; onDone: () => void }) {
  const update = useUpdateMember(teamId);
  const [screen, setScreen] = useState<TScreen>('form');
  const { user } = useSession();
  // Permissions are stored for associates only, and only managers (or staff) may change them.
  const grants = managesRoles(user.role);
  const editable = grants && member.role === 'associate';
  const form = useForm<{ name: string; permissions: TPermissionMap }>({
    initialValues: { name: member.name, permissions: member.permissions },
    validate: (v) => zodValidate(ZMemberUpdate)({ name: v.name }),
  });

  const submit = form.onSubmit(async (values) => {
    // Only associates carry permissions; managers always have all of them.
    const body: TMemberUpdate = editable ? { name: values.name, permissions: values.permissions } : { name: values.name };
    setScreen('processing');
    try {
      await update.mutateAsync({ userId: member.user_id, body });
      onDone();
    } catch (e) {
      setScreen('form');
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
    }
  });

  if (screen === 'processing')
    return (
      <Stack align="center" py="xl" gap="sm" data-testid="edit-member-processing">
        <Loader />
        <Text size="sm" c="dimmed">
          Saving changes…
        </Text>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate data-testid="edit-member-form">
      <Stack>
        <TextInput label="Name" description="Shown in this team only; it does not change the person's own name." required {...form.getInputProps('name')} />
        <TextInput label="Email" value={member.email} readOnly variant="filled" />
        <TextInput label="Role" value={ROLE_LABELS[member.role]} readOnly variant="filled" />
        {/* Only managers and staff see permissions at all: an associate could change none of them. */}
        {grants && (
          <Stack gap="xs" data-testid="member-permissions">
            <Text fw={500} size="sm">
              Permissions
            </Text>
            {member.role !== 'associate' && (
              <Text size="sm" c="dimmed" data-testid="manager-permissions-note">
                Team Managers always have full permissions.
              </Text>
            )}
            {PERMISSION_LIST.map((p) => (
              <Checkbox
                key={p.slug}
                label={p.name}
                description={p.text}
                disabled={!editable}
                checked={editable ? form.values.permissions[p.slug] : true}
                onChange={(e) => form.setFieldValue(`permissions.${p.slug}`, e.currentTarget.checked)}
              />
            ))}
          </Stack>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">Save Changes</Button>
        </Group>
      </Stack>
    </form>
  );
}
