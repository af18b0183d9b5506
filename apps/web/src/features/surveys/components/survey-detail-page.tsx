import { useEffect, useRef, useState } from 'react';
import { Badge, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSettings } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isId } from '@gifthub/shared/fields';
import { SURVEY_CATEGORY_LABELS } from '@gifthub/shared/survey-rules';
import type { TSurvey } from '@gifthub/shared/surveys';
import { lazyModal } from '../../../components/lazy-modal';
import { LoadState } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';
import { RouteTabs } from '../../../components/route-tabs';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSurvey } from '../api/survey-detail';
import { QuestionsTab } from './questions/questions-tab';
import { ResponsesTab } from './responses/responses-tab';
import { ResultsTab } from './results/results-tab';
import { NOT_FOUND, SURVEY_TABS, statusColor, statusLabel, surveyPath, type TSurveyTab } from './survey-labels';
import { SurveySummary } from './survey-summary';
import { SurveysAccess, SurveysReadOnlyNotice, useSurveysWritable } from './surveys-access';
import { isFirstVisit, markVisited } from './templates/new-survey-visit';
import { WriteButton } from '../../../components/write-button';

const SurveySettingsModal = lazyModal(() => import('./survey-settings-modal').then((m) => m.SurveySettingsModal));

const TAB_LABELS: Record<TSurveyTab, string> = { summary: 'Summary', questions: 'Questions', responses: 'Responses', results: 'Results' };
const TABS = SURVEY_TABS.map((value) => ({ value, label: TAB_LABELS[value] }));

/** /surveys/{id} and its tabs /questions, /responses, /results (spec 2 §2, surveys-details). */
export function SurveyDetailPage({ tab }: { /** A deeper route's tab (a single response, a filtered list). */ tab?: TSurveyTab } = {}) {
  return (
    <SurveysAccess title="Survey">
      <SurveyLoader tab={tab} />
    </SurveysAccess>
  );
}

function SurveyLoader({ tab: routeTab }: { tab?: TSurveyTab }) {
  const { teamId } = useSession();
  const { id: raw, tab: paramTab } = useParams();
  const rawTab = routeTab ?? paramTab;
  const valid = isId(raw);
  const survey = useSurvey(teamId, valid ? Number(raw) : null);
  const notFound = !valid || (survey.error instanceof ApiError && survey.error.status === 404);
  if (notFound) return <BackToList />;
  // surveys-details-new (/surveys/{id}/new): the summary of a survey just made from a template.
  const isNew = rawTab === 'new';
  const tab = rawTab === undefined || isNew ? 'summary' : (SURVEY_TABS as readonly string[]).includes(rawTab) && rawTab !== 'summary' ? (rawTab as TSurveyTab) : null;
  if (tab === null) return <Navigate to={surveyPath(Number(raw))} replace />;
  if (!survey.data) return <LoadState failed={!survey.isPending} title="This survey could not be loaded" />;
  return <SurveyDetail survey={survey.data} tab={tab} isNew={isNew} />;
}

/** A survey that is not there (deleted, another team's, a mistyped address): back to the list, saying so once. */
function BackToList() {
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    notifications.show({ title: 'Survey not found', message: NOT_FOUND, color: 'orange', withBorder: true });
  }, []);
  return <Navigate to="/surveys" replace />;
}

function SurveyDetail({ survey, tab, isNew = false }: { survey: TSurvey; tab: TSurveyTab; isNew?: boolean }) {
  const { teamId } = useSession();
  const writable = useSurveysWritable();
  const navigate = useNavigate();
  // The first visit of a survey made from a template opens its settings (once: remembered in local storage).
  const [settings, setSettings] = useState(() => isNew && writable && isFirstVisit(survey.id));
  useEffect(() => {
    if (isNew && settings) markVisited(survey.id);
  }, [isNew, settings, survey.id]);
  return (
    <>
      <PageHeader
        title={survey.name}
        crumbs={[{ label: 'Surveys', to: '/surveys' }, { label: survey.name }]}
        actions={
          writable ? (
            // Opening the settings writes nothing: in preview mode they open too, and Save asks to sign up.
            <WriteButton variant="default" leftSection={<IconSettings size={16} />} onClick={() => setSettings(true)}>
              Settings
            </WriteButton>
          ) : undefined
        }
      />
      <Group gap="xs" mb="md" data-testid="survey-labels">
        <Badge color={statusColor(survey.active)} variant="light">
          {statusLabel(survey.active)}
        </Badge>
        <Badge variant="outline" color="gray">
          {SURVEY_CATEGORY_LABELS[survey.category]}
        </Badge>
      </Group>
      <SurveysReadOnlyNotice />
      <RouteTabs value={tab} tabs={TABS} onChange={(t) => void navigate(surveyPath(survey.id, t))}>
        {tab === 'summary' ? (
          <SurveySummary survey={survey} writable={writable} />
        ) : tab === 'questions' ? (
          <QuestionsTab survey={survey} teamId={teamId} />
        ) : tab === 'responses' ? (
          <ResponsesTab survey={survey} />
        ) : (
          <ResultsTab survey={survey} />
        )}
      </RouteTabs>
      {writable && <SurveySettingsModal opened={settings} survey={survey} onClose={() => setSettings(false)} />}
    </>
  );
}
