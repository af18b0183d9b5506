import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { IconPalette, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { themeTexts } from '@gifthub/shared/survey-themes';
import { DeletedSwitch } from '../../../../components/deleted-actions';
import { changeParams } from '../../../../components/list-controls';
import { LoadState } from '../../../../components/load-state';
import { PageHeader } from '../../../../components/page-header';
import { useSession } from '../../../../lib/session';
import { useThemes } from '../../api/theme-list';
import { useCreateTheme, useSetThemeActive } from '../../api/theme-save';
import { SurveysAccess, SurveysReadOnlyNotice, useSurveysWritable } from '../surveys-access';
import { GALLERY_PATH, THEMES_PATH } from './theme-details-page';
import { DeletedThemeActions } from './deleted-theme-actions';
import { THEMES_PER_PAGE, ThemeCard, ThemesPaging } from './theme-card';
import { ThemeFormModal } from './theme-settings-modal';
import { THEMES_BANNER_COOKIE, ThemesBanner } from './themes-banner';
import { WriteButton } from '../../../../components/write-button';

export const EMPTY_THEMES = 'Your team has no themes yet. Create one, or activate one from the Theme Gallery.';
export const EMPTY_ACTIVE_THEMES = 'No active themes.';
export const EMPTY_DELETED_THEMES = 'There are no deleted themes.';

/** /surveys/themes, Manage Themes (spec 2 §2): the team's library with the active-only toggle, create, activate and deactivate. */
export function ThemesPage() {
  return (
    <SurveysAccess title="Manage Themes">
      <ThemesLibrary />
    </SurveysAccess>
  );
}

function ThemesLibrary() {
  const session = useSession();
  const writable = useSurveysWritable();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) => setParams((prev) => changeParams(prev, changes));
  // The bin is for those who may write; it lists every deleted theme, active or not.
  const deleted = writable && params.get('deleted') === 'true';
  const activeOnly = !deleted && params.get('active') === 'true';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useThemes(session.teamId, { page, per_page: THEMES_PER_PAGE, ...(activeOnly ? { active: true } : {}), ...(deleted ? { deleted: true } : {}) });
  const scope = { kind: 'library', teamId: session.teamId } as const;
  const setActive = useSetThemeActive(scope);
  const create = useCreateTheme(session.teamId);
  const [creating, setCreating] = useState(false);
  const themes = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Manage Themes"
        description="The looks your surveys can wear."
        actions={
          <Group gap="xs">
            <Button component={Link} to={GALLERY_PATH} variant="default" leftSection={<IconPalette size={16} />}>
              Theme Gallery
            </Button>
            {writable && (
              <WriteButton leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                Create Theme
              </WriteButton>
            )}
          </Group>
        }
      />
      <SurveysReadOnlyNotice />
      <ThemesBanner cookie={THEMES_BANNER_COOKIE} />
      <Group mb="md" gap="lg">
        {!deleted && <Switch label="Active themes only" checked={activeOnly} onChange={(e) => update({ active: e.currentTarget.checked ? 'true' : null, page: null })} />}
        {writable && <DeletedSwitch noun="themes" checked={deleted} onChange={(on) => update({ deleted: on ? 'true' : null, page: null })} />}
      </Group>
      {!list.data ? (
        <LoadState failed={list.isError} title="The themes could not be loaded" />
      ) : themes.length === 0 ? (
        <Alert variant="light" color="gray" data-testid="themes-empty">
          {deleted ? EMPTY_DELETED_THEMES : activeOnly ? EMPTY_ACTIVE_THEMES : EMPTY_THEMES}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="themes-grid">
          {themes.map((t) =>
            deleted ? (
              <ThemeCard key={t.id} theme={t}>
                <DeletedThemeActions theme={t} scope={scope} />
              </ThemeCard>
            ) : (
              <ThemeCard key={t.id} theme={t} to={`${THEMES_PATH}/${t.id}`} status={{ label: t.active ? themeTexts.active : themeTexts.inactive, active: t.active }}>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {t.surveys_count === 1 ? '1 survey' : `${t.surveys_count} surveys`}
                  </Text>
                  {writable && (
                    <WriteButton size="compact-sm" variant="light" aria-label={`${t.active ? 'Deactivate' : 'Activate'} ${t.name}`} onClick={() => setActive.mutate({ id: t.id, active: !t.active })}>
                      {t.active ? 'Deactivate' : 'Activate'}
                    </WriteButton>
                  )}
                </Group>
              </ThemeCard>
            ),
          )}
        </SimpleGrid>
      )}
      {list.data && <ThemesPaging meta={list.data.meta} shown={themes.length} update={update} />}
      {writable && (
        <ThemeFormModal
          opened={creating}
          onClose={() => setCreating(false)}
          title="Create Theme"
          gallery={false}
          submitLabel="Create"
          onSubmit={(body) => create.mutateAsync({ name: body.name, description: body.description }).then((t) => navigate(`${THEMES_PATH}/${t.id}`))}
        />
      )}
    </>
  );
}
