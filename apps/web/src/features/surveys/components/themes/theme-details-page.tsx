import { useEffect, useState } from 'react';
import { Badge, Grid, Group, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconSettings, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';
import { themeTexts, type TTheme } from '@gifthub/shared/survey-themes';
import { LoadState } from '../../../../components/load-state';
import { PageHeader } from '../../../../components/page-header';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { themeKey, useTheme, type TThemeScope } from '../../api/theme-detail';
import { useActivateGalleryTheme, useDeleteTheme, useSetThemeActive, useUpdateTheme } from '../../api/theme-save';
import { SurveysAccess, useSurveysWritable } from '../surveys-access';
import { ThemePickers } from './theme-pickers';
import { ThemePreview } from './theme-preview';
import { ThemeFormModal } from './theme-settings-modal';
import { useStylesAutosave, type TSaveState } from './use-autosave';
import { WriteButton } from '../../../../components/write-button';

export const THEMES_PATH = '/surveys/themes';
export const GALLERY_PATH = '/surveys/themes/gallery';
export const THEME_DELETE_CONFIRM = 'Are you sure you want to delete this theme?';
const SAVE_TEXT: Record<TSaveState, string> = { idle: '', waiting: 'Changes not saved yet…', saving: 'Saving…', saved: 'All changes saved', failed: 'The last change could not be saved.' };

/** /surveys/themes/{id} and /surveys/themes/gallery/{id} (spec 2 §2): a theme's pickers, its sample pages and its settings. */
export function ThemeDetailsPage({ gallery = false }: { gallery?: boolean }) {
  return (
    <SurveysAccess title="Theme">
      <ThemeDetails gallery={gallery} />
    </SurveysAccess>
  );
}

function ThemeDetails({ gallery }: { gallery: boolean }) {
  const session = useSession();
  const id = Number(useParams().id);
  const scope: TThemeScope = gallery ? { kind: 'gallery' } : { kind: 'library', teamId: session.teamId };
  const theme = useTheme(scope, id);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const listPath = gallery ? GALLERY_PATH : THEMES_PATH;
  // Spec 2 §8: a theme that is not there (any more) clears the selection and goes back to the list.
  const notFound = () => {
    qc.removeQueries({ queryKey: themeKey(scope, id) });
    void navigate(listPath, { replace: true });
  };
  const missing = !Number.isInteger(id) || (theme.error instanceof ApiError && theme.error.status === 404);
  useEffect(() => {
    if (missing) notFound();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the theme turns out missing
  }, [missing]);

  if (!theme.data) return <LoadState failed={theme.isError && !missing} title="The theme could not be loaded" />;
  return <ThemeEditor key={theme.data.id} theme={theme.data} scope={scope} onNotFound={notFound} />;
}

function ThemeEditor({ theme, scope, onNotFound }: { theme: TTheme; scope: TThemeScope; onNotFound: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const gallery = scope.kind === 'gallery';
  const writable = useSurveysWritable();
  const editable = gallery ? session.isStaff : writable;
  const [styles, setStyles] = useState<TSurveyStyles>(theme.styles);
  const [settings, setSettings] = useState(false);
  const update = useUpdateTheme(scope, theme.id);
  const setActive = useSetThemeActive(scope);
  const activate = useActivateGalleryTheme(session.teamId);
  const remove = useDeleteTheme(scope);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete theme',
      children: <Text size="sm">{THEME_DELETE_CONFIRM}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(theme.id, { onSuccess: () => void navigate(gallery ? GALLERY_PATH : THEMES_PATH, { replace: true }) }),
    });
  const save = (body: Parameters<typeof update.mutateAsync>[0]) =>
    update.mutateAsync(body).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 404) onNotFound();
      throw e;
    });
  const autosave = useStylesAutosave((changes) => save({ styles: changes }));
  const change = (changes: Partial<TSurveyStyles>) => {
    // A picker that says its value again (a colour field on blur) changes nothing and sends nothing.
    const changed = Object.fromEntries(Object.entries(changes).filter(([k, v]) => styles[k as keyof TSurveyStyles] !== v)) as Partial<TSurveyStyles>;
    if (!Object.keys(changed).length) return;
    setStyles((s) => ({ ...s, ...changed }));
    autosave.change(changed);
  };
  const copy = () =>
    activate.mutate(theme.id, {
      onSuccess: (made) => {
        notifications.show({ title: 'Theme activated', message: `${made.name} is now in your themes.`, color: 'green', withBorder: true });
        void navigate(`${THEMES_PATH}/${made.id}`);
      },
    });

  const status = gallery ? (theme.active ? themeTexts.published : themeTexts.draft) : theme.active ? themeTexts.active : themeTexts.inactive;
  const crumbs = gallery ? [{ label: 'Theme Gallery', to: GALLERY_PATH }, { label: theme.name }] : [{ label: 'Themes', to: THEMES_PATH }, { label: theme.name }];
  return (
    <>
      <PageHeader
        title={theme.name}
        crumbs={crumbs}
        description={theme.description || undefined}
        actions={
          <Group gap="xs">
            <Badge variant="light" color={theme.active ? 'green' : 'gray'} data-testid="theme-status">
              {status}
            </Badge>
            {editable && (
              <WriteButton variant="default" leftSection={<IconSettings size={16} />} onClick={() => setSettings(true)}>
                Settings
              </WriteButton>
            )}
            {editable && (
              <WriteButton variant="light" loading={setActive.isPending} onClick={() => setActive.mutate({ id: theme.id, active: !theme.active })}>
                {gallery ? (theme.active ? 'Mark Draft' : 'Publish') : theme.active ? 'Deactivate' : 'Activate'}
              </WriteButton>
            )}
            {editable && (
              <WriteButton variant="subtle" color="red" leftSection={<IconTrash size={16} />} loading={remove.isPending} onClick={confirmDelete}>
                Delete
              </WriteButton>
            )}
            {gallery && !session.isStaff && writable && (
              <WriteButton leftSection={<IconCopy size={16} />} loading={activate.isPending} onClick={copy}>
                Activate
              </WriteButton>
            )}
          </Group>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Theme styles">
            <Text size="sm" c={autosave.state === 'failed' ? 'red.8' : 'dimmed'} mb="sm" role="status" data-testid="theme-save-state" mih={20}>
              {editable ? SAVE_TEXT[autosave.state] : gallery ? 'Activate this theme to change it in your own themes.' : ''}
            </Text>
            <ThemePickers styles={styles} onChange={change} disabled={!editable} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {/* The sample stays in view while the pickers scroll. */}
          <Paper withBorder radius="md" p="md" component="section" aria-label="Sample pages" pos="sticky" top={16}>
            <ThemePreview styles={styles} />
          </Paper>
        </Grid.Col>
      </Grid>
      {editable && (
        <ThemeFormModal
          opened={settings}
          onClose={() => setSettings(false)}
          title={gallery ? 'Edit Gallery Theme' : 'Theme Settings'}
          gallery={gallery}
          theme={theme}
          submitLabel="Save"
          onSubmit={(body) => save(body)}
        />
      )}
    </>
  );
}
