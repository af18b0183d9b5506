import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { themeTexts, type TTheme } from '@gifthub/shared/survey-themes';
import { DeletedSwitch } from '../../../../components/deleted-actions';
import { changeParams } from '../../../../components/list-controls';
import { LoadState } from '../../../../components/load-state';
import { PageHeader } from '../../../../components/page-header';
import { useSession } from '../../../../lib/session';
import { useGalleryThemes, useThemeCategories } from '../../api/theme-list';
import { useActivateGalleryTheme, useCreateGalleryTheme, useSetThemeActive } from '../../api/theme-save';
import { SurveysAccess, SurveysReadOnlyNotice, useSurveysWritable } from '../surveys-access';
import { GALLERY_PATH, THEMES_PATH } from './theme-details-page';
import { DeletedThemeActions } from './deleted-theme-actions';
import { THEMES_PER_PAGE, ThemeCard, ThemesPaging } from './theme-card';
import { ThemeFormModal } from './theme-settings-modal';
import { GALLERY_BANNER_COOKIE, ThemesBanner } from './themes-banner';
import { WriteButton } from '../../../../components/write-button';

export const EMPTY_GALLERY = 'There are no themes in this category yet.';
export const EMPTY_DELETED_GALLERY = 'There are no deleted gallery themes.';
const ALL = 'all';

/** /surveys/themes/gallery (spec 2 §2, §6): ready-made themes by category; admins curate them, others copy them into their themes. */
export function GalleryPage() {
  return (
    <SurveysAccess title="Theme Gallery">
      <Gallery />
    </SurveysAccess>
  );
}

function Gallery() {
  const session = useSession();
  const admin = session.isStaff;
  const writable = useSurveysWritable();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) => setParams((prev) => changeParams(prev, changes));
  const category = Number(params.get('category')) || undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const categories = useThemeCategories();
  // The bin is the product admins' alone.
  const deleted = admin && params.get('deleted') === 'true';
  const list = useGalleryThemes({ page, per_page: THEMES_PER_PAGE, ...(category ? { category } : {}), ...(deleted ? { deleted: true } : {}) });
  const create = useCreateGalleryTheme();
  const setPublished = useSetThemeActive({ kind: 'gallery' });
  const activate = useActivateGalleryTheme(session.teamId);
  const [creating, setCreating] = useState(false);
  const themes = list.data?.data ?? [];
  const copy = (t: TTheme) =>
    activate.mutate(t.id, {
      onSuccess: (made) => {
        notifications.show({ title: 'Theme activated', message: `${made.name} is now in your themes.`, color: 'green', withBorder: true });
        void navigate(`${THEMES_PATH}/${made.id}`);
      },
    });

  return (
    <>
      <PageHeader
        title="Theme Gallery"
        crumbs={[{ label: 'Themes', to: THEMES_PATH }, { label: 'Theme Gallery' }]}
        description="Ready-made themes to start from."
        actions={
          admin ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Create New Theme For Gallery
            </Button>
          ) : undefined
        }
      />
      <SurveysReadOnlyNotice />
      <ThemesBanner cookie={GALLERY_BANNER_COOKIE} />
      <Group mb="md" gap="lg" align="flex-end">
        <Select
          label="Category"
          w={240}
          allowDeselect={false}
          data={[{ value: ALL, label: 'All Categories' }, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
          value={category ? String(category) : ALL}
          onChange={(v) => update({ category: v && v !== ALL ? v : null, page: null })}
        />
        {admin && <DeletedSwitch noun="gallery themes" checked={deleted} onChange={(on) => update({ deleted: on ? 'true' : null, page: null })} mb={8} />}
      </Group>
      {!list.data ? (
        <LoadState failed={list.isError} title="The gallery could not be loaded" />
      ) : themes.length === 0 ? (
        <Alert variant="light" color="gray" data-testid="gallery-empty">
          {deleted ? EMPTY_DELETED_GALLERY : EMPTY_GALLERY}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="gallery-grid">
          {themes.map((t) =>
            deleted ? (
              <ThemeCard key={t.id} theme={t}>
                <DeletedThemeActions theme={t} scope={{ kind: 'gallery' }} />
              </ThemeCard>
            ) : (
              <ThemeCard
                key={t.id}
                theme={t}
                to={`${GALLERY_PATH}/${t.id}`}
                // Only admins see a theme's state (spec 2 §6): the others see published ones alone.
                status={admin ? { label: t.active ? themeTexts.published : themeTexts.draft, active: t.active } : undefined}
              >
                <Group justify="flex-end" gap="xs">
                  {admin ? (
                    <>
                      <Button size="compact-sm" variant="default" component={Link} to={`${GALLERY_PATH}/${t.id}`} aria-label={`Edit Gallery Theme ${t.name}`}>
                        Edit Gallery Theme
                      </Button>
                      <Button size="compact-sm" variant="light" aria-label={`${t.active ? 'Mark Draft' : 'Publish'} ${t.name}`} onClick={() => setPublished.mutate({ id: t.id, active: !t.active })}>
                        {t.active ? 'Mark Draft' : 'Publish'}
                      </Button>
                    </>
                  ) : (
                    writable && (
                      <WriteButton size="compact-sm" aria-label={`Activate ${t.name}`} loading={activate.isPending && activate.variables === t.id} onClick={() => copy(t)}>
                        Activate
                      </WriteButton>
                    )
                  )}
                </Group>
              </ThemeCard>
            ),
          )}
        </SimpleGrid>
      )}
      {list.data && <ThemesPaging meta={list.data.meta} shown={themes.length} update={update} />}
      {admin && (
        <ThemeFormModal
          opened={creating}
          onClose={() => setCreating(false)}
          title="Create New Theme For Gallery"
          gallery
          submitLabel="Create"
          onSubmit={(body) => create.mutateAsync(body).then((t) => navigate(`${GALLERY_PATH}/${t.id}`))}
        />
      )}
    </>
  );
}
