import { useState } from 'react';
import { Alert, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import {
  ACTION_PAGE_VIEW_LABELS,
  ACTION_PAGE_VIEWS,
  PREVIEW_LAYOUT_PARAM,
  PREVIEW_SETTINGS_PARAM,
  type TActionPageView,
  type TPreviewLayout,
  type TResolvedActionPage,
} from '@gifthub/shared/action-pages';
import { texts } from '@gifthub/shared/messages';
import { ZActionPage } from '@gifthub/shared/teams';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useSaveActionPage } from '../api/save-action-page';
import { ActionImagesCard } from './action-images-card';
import { previewSrc, PreviewFrame } from './preview-frame';
import { ViewSettings } from './view-settings';

const RESET = {
  title: 'Reset to defaults',
  body: 'Both views go back to the default look of the gift pages. Your images stay. Do you want to continue?',
};

/**
 * Campaign Action Pages (/campaigns/action-pages and /action-pages, spec 3 §2.4): the team's gift pages' look per
 * view (Mobile View and Desktop View tabs) beside a live preview of the real gift page, which shows the unsaved
 * settings; Save, Reset to defaults, Open in new tab. A Pro feature: other teams try it in the preview and see the
 * pro banner instead of Save (the API refuses their save with the same words); the demo is read-only.
 */
export function ActionPagesPage() {
  const { team, teamId, demo, pro, can } = useSession();
  const [view, setView] = useState<TActionPageView>('desktop');
  const [layout, setLayout] = useState<TPreviewLayout>('multiple');
  const save = useSaveActionPage(teamId);
  const form = useForm<TResolvedActionPage>({ initialValues: team.action_page, validate: zodValidate(ZActionPage), validateInputOnChange: true });
  const canSave = pro && can('edit-team-settings');

  if (!can('edit-team-settings'))
    return (
      <Alert color="red" icon={<IconLock />} title="No access" data-testid="no-access">
        {texts.forbidden}
      </Alert>
    );

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.setValues(saved.action_page);
      form.resetDirty(saved.action_page);
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(Object.fromEntries(Object.entries(e.fieldErrors()).map(([k, v]) => [k.replace(/^action_page\./, ''), v])));
    }
  });
  const reset = () =>
    modals.openConfirmModal({
      title: RESET.title,
      children: <Text size="sm">{RESET.body}</Text>,
      labels: { confirm: 'Reset to defaults', cancel: 'Cancel' },
      onConfirm: () =>
        void save.mutateAsync({}).then((saved) => {
          form.setValues(saved.action_page);
          form.resetDirty(saved.action_page);
        }),
    });
  // A new tab shows the same preview with the unsaved settings in its address, both views by the window's width.
  const newTab = `${team.preview_url}&${PREVIEW_LAYOUT_PARAM}=${layout}&${PREVIEW_SETTINGS_PARAM}=${encodeURIComponent(JSON.stringify(form.values))}`;
  const version = `${team.hero_url ?? ''}|${team.action_logo_url ?? ''}|${team.logo_url ?? ''}`;

  return (
    <>
      <PageHeader title="Campaign Action Pages" crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: 'Action Pages' }]} description="How your gift pages look to recipients, on phones and on wider screens." />
      {!pro && <ProGate feature="actionPages" />}
      {demo && (
        <Alert color="blue" mb="md" data-testid="demo-note">
          {texts.demoReadOnly}
        </Alert>
      )}
      {/* The preview beside the form once the content area (not the window) has room; under it on narrow screens. */}
      <SimpleGrid type="container" cols={{ base: 1, '760px': 2 }} spacing="lg">
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate aria-label="Action page settings">
            <Tabs value={view} onChange={(v) => v && setView(v as TActionPageView)} keepMounted={false}>
              <Tabs.List>
                {ACTION_PAGE_VIEWS.map((v) => (
                  <Tabs.Tab key={v} value={v}>
                    {ACTION_PAGE_VIEW_LABELS[v]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {ACTION_PAGE_VIEWS.map((v) => (
                <Tabs.Panel key={v} value={v}>
                  <ViewSettings form={form} view={v} disabled={demo} />
                </Tabs.Panel>
              ))}
            </Tabs>
            {canSave && (
              <Group mt="lg" justify="space-between">
                <Button variant="default" onClick={reset} disabled={demo || save.isPending}>
                  Reset to defaults
                </Button>
                <WriteButton type="submit" loading={save.isPending}>
                  Save
                </WriteButton>
              </Group>
            )}
          </Card>
          <ActionImagesCard />
        </Stack>
        <Card withBorder radius="md" padding="lg" style={{ alignSelf: 'start', position: 'sticky', top: 16 }}>
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={2} size="h4">
              Live preview: {ACTION_PAGE_VIEW_LABELS[view]}
            </Title>
            <Button component="a" href={newTab} target="_blank" rel="noopener" size="xs" variant="light" rightSection={<IconExternalLink size={14} />}>
              Open in new tab
            </Button>
          </Group>
          <SegmentedControl
            mb="sm"
            size="xs"
            value={layout}
            onChange={(v) => setLayout(v as TPreviewLayout)}
            aria-label="Sample page"
            data={[
              { value: 'multiple', label: 'Multiple gifts' },
              { value: 'single', label: 'Single gift' },
            ]}
          />
          <PreviewFrame src={previewSrc(team.preview_url, view, layout, version)} settings={form.values} view={view} />
          <Text size="xs" c="dimmed" mt="xs">
            The preview shows your unsaved changes. Recipients see them once you save.
          </Text>
        </Card>
      </SimpleGrid>
    </>
  );
}
