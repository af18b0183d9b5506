import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OMS_CUSTOMER_LABEL, ZAdminTeamOmsUpdate } from '@gifthub/shared/admin';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useUpdateAdminTeamOms } from '../api/update-admin-team-oms';

/**
 * The team's order-management customer link (teams.oms_customer_id): a linked team has print orders and enquiries,
 * and its menu shows Orders; an empty field unlinks it.
 */
export function TeamOmsCustomer({ teamId, omsCustomerId }: { teamId: number; omsCustomerId: number | null }) {
  const save = useUpdateAdminTeamOms();
  const initial = omsCustomerId === null ? '' : String(omsCustomerId);
  const form = useForm<{ oms_customer_id: string }>({ initialValues: { oms_customer_id: initial }, validate: zodValidate(ZAdminTeamOmsUpdate) });
  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({ id: teamId, omsCustomerId: v.oms_customer_id });
      const value = saved.oms_customer_id === null ? '' : String(saved.oms_customer_id);
      form.setValues({ oms_customer_id: value });
      form.resetDirty({ oms_customer_id: value });
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(Object.keys(e.errors).length ? e.fieldErrors() : { oms_customer_id: e.message });
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="admin-team-oms">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5">
            Order system
          </Title>
          <Badge variant="light" color={omsCustomerId === null ? 'gray' : 'teal'}>
            {omsCustomerId === null ? 'Not linked' : 'Linked'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          A linked team has print orders and enquiries, and Orders in its menu. Leave the field empty to unlink the team.
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label={OMS_CUSTOMER_LABEL} inputMode="numeric" maxLength={10} w={{ base: '100%', xs: 240 }} placeholder="e.g. 41001" {...form.getInputProps('oms_customer_id')} />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={save.isPending} disabled={!form.isDirty()}>
            Save link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
