import { Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import { texts } from '@gifthub/shared/messages';
import { ZTeamUpdate, type TTeamUpdate } from '@gifthub/shared/teams';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { usePublicUrl } from '../../../lib/site';
import { PageHeader } from '../../../components/page-header';
import { useUpdateTeam } from '../api/update-team';
import { canManageTeam } from './can-manage-team';
import { DemoNote, NoAccess } from './no-access';
import { TeamDomainsCard } from './team-domains-card';
import { TeamLogoCard } from './team-logo-card';
import { WriteButton } from '../../../components/write-button';

export const giftPageLink = (slug: string, publicUrl: string) => `${publicUrl}/${GIFT_PAGE_BASE}/${slug}`;

/** /settings/team, spec 3 §2.10 Team: name, slug (managers and staff), logo, eligible domains (pro). */
export function TeamSettingsPage() {
  const session = useSession();
  if (!session.can('edit-team-settings')) return <NoAccess />;
  return (
    <>
      <PageHeader title="Team Settings" crumbs={[{ label: 'Settings' }, { label: 'Team Settings' }]} />
      {session.demo && <DemoNote />}
      {/* Two columns only when the content area (not the window) is wide: the help sidebar takes room too. */}
      <SimpleGrid type="container" cols={{ base: 1, '1000px': 2 }} spacing="lg" maw={1200}>
        <Stack gap="lg">
          <TeamDetailsCard />
          <TeamLogoCard />
        </Stack>
        <Stack gap="lg">
          <TeamDomainsCard />
        </Stack>
      </SimpleGrid>
    </>
  );
}

function TeamDetailsCard() {
  const { team, teamId, user, demo } = useSession();
  const canSlug = canManageTeam(user.role);
  const update = useUpdateTeam(teamId);
  const publicUrl = usePublicUrl();
  const form = useForm({
    initialValues: { name: team.name, slug: team.slug },
    validate: (v) => zodValidate(ZTeamUpdate)(canSlug ? v : { name: v.name }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    // Only managers and staff may send the slug; the API refuses a changed slug from anyone else.
    const body: TTeamUpdate = canSlug ? { name: values.name, slug: values.slug } : { name: values.name };
    try {
      const saved = await update.mutateAsync(body);
      form.setValues({ name: saved.name, slug: saved.slug });
      form.resetDirty();
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Team details
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Team Name" required disabled={demo} {...form.getInputProps('name')} />
          <TextInput
            label="Team Slug"
            description={
              <>
                Your public gift page:{' '}
                <Text span inherit fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="gift-page-link">
                  {giftPageLink(form.values.slug, publicUrl)}
                </Text>
              </>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required={canSlug}
            readOnly={!canSlug}
            variant={canSlug ? 'default' : 'filled'}
            disabled={demo}
            {...form.getInputProps('slug')}
          />
          {!canSlug && (
            <Text size="sm" c="dimmed" data-testid="slug-managers-only">
              {texts.slugManagersOnly}
            </Text>
          )}
          <Group>
            <WriteButton type="submit" loading={update.isPending}>
              Update Team Settings
            </WriteButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
