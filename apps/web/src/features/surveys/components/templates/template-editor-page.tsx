import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSettings } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router';
import { isId } from '@gifthub/shared/fields';
import { SURVEY_CATEGORY_LABELS } from '@gifthub/shared/survey-rules';
import type { TTemplate } from '@gifthub/shared/survey-templates';
import { lazyModal } from '../../../../components/lazy-modal';
import { LoadState } from '../../../../components/load-state';
import { PageHeader } from '../../../../components/page-header';
import { WriteButton } from '../../../../components/write-button';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { templateRef } from '../../api/page-cache';
import { useTemplate } from '../../api/template-detail';
import { QuestionsTab } from '../questions/questions-tab';
import { SurveysAccess } from '../surveys-access';
import { TemplatePagesPreview } from './template-pages-preview';
import { TEMPLATES_PATH, TEMPLATE_NOT_FOUND, templateAsSurvey, templateStatusColor, templateStatusLabel } from './template-labels';
import { useActivate } from './use-activate-template';

const TemplateSettingsModal = lazyModal(() => import('./template-settings-modal').then((m) => m.TemplateSettingsModal));

/** /surveys/templates/{id} (surveys-template-details, spec 2 §2 Template editor). */
export function TemplateEditorPage() {
  return (
    <SurveysAccess title="Survey Template">
      <TemplateLoader />
    </SurveysAccess>
  );
}

function TemplateLoader() {
  const { id: raw } = useParams();
  const valid = isId(raw);
  const template = useTemplate(valid ? Number(raw) : null);
  if (!valid || (template.error instanceof ApiError && template.error.status === 404)) return <BackToGallery />;
  if (!template.data) return <LoadState failed={!template.isPending} title="This template could not be loaded" />;
  return <TemplateEditor template={template.data} />;
}

/** A template that is not there (deleted, a draft for a team member, a mistyped address): back to the gallery, saying so once. */
function BackToGallery() {
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    notifications.show({ title: 'Template not found', message: TEMPLATE_NOT_FOUND, color: 'orange', withBorder: true });
  }, []);
  return <Navigate to={TEMPLATES_PATH} replace />;
}

/**
 * Product admins edit the template's pages with the questions editor (Editor Mode and Preview Mode, the page list
 * with drag reorder, Add New Page) and open Template Settings; there is no Activate for them here. Team members see
 * its pages and Activate.
 */
function TemplateEditor({ template }: { template: TTemplate }) {
  const { teamId, isStaff } = useSession();
  const { activate, pending } = useActivate();
  const [settings, setSettings] = useState(false);
  const ref = useMemo(() => templateRef(template.id, template.survey_id), [template.id, template.survey_id]);
  return (
    <>
      <PageHeader
        title={template.name}
        crumbs={[{ label: 'Surveys', to: '/surveys' }, { label: 'Templates', to: TEMPLATES_PATH }, { label: template.name }]}
        actions={
          isStaff ? (
            <Button variant="default" leftSection={<IconSettings size={16} aria-hidden="true" />} onClick={() => setSettings(true)}>
              Template Settings
            </Button>
          ) : (
            <WriteButton loading={pending} onClick={() => activate(template.id)}>
              Activate
            </WriteButton>
          )
        }
      />
      <Group gap="xs" mb="md" data-testid="template-labels">
        {isStaff && (
          <Badge color={templateStatusColor(template.status)} variant="light">
            {templateStatusLabel(template.status)}
          </Badge>
        )}
        <Badge variant="outline" color="gray">
          {SURVEY_CATEGORY_LABELS[template.category]}
        </Badge>
      </Group>
      {isStaff ? <QuestionsTab survey={templateAsSurvey(template)} teamId={teamId} templateRef={ref} /> : <TemplatePagesPreview template={template} />}
      {isStaff && <TemplateSettingsModal opened={settings} template={template} onClose={() => setSettings(false)} />}
    </>
  );
}
