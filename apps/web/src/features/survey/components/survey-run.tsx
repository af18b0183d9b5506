import type { TPublicSurvey } from '@gifthub/shared/surveys';
import { SurveyView } from '../../../domain/survey-page/survey-view';
import { Alert } from '../../../components/light/alert';
import type { TSurveyRef } from '../api/survey-paths';
import { ResumeLink } from './resume-link';
import { SurveyClosedScreen, SurveyCompletedScreen, SurveyDoneScreen } from './survey-screens';
import { useSurveyRun } from './use-survey-run';

export type TSurveyRunProps = { survey: TPublicSurvey; surveyRef: TSurveyRef; source: string | null; preview: boolean; resumeId: string | null };

/** The respondent answering: the current page, its buttons and the resume link; then the end. */
export function SurveyRun({ survey, surveyRef, source, preview, resumeId }: TSurveyRunProps) {
  const { state, forward, answer, back } = useSurveyRun({ survey, ref: surveyRef, source, preview, resumeId });
  if (state.alreadyComplete) return <SurveyCompletedScreen />;
  if (state.closed) return <SurveyClosedScreen message={state.closed} />;
  if (state.end?.kind === 'screen') return <SurveyDoneScreen rewardUnavailable={state.end.rewardUnavailable} preview={preview} />;
  // A survey without pages has nothing to answer.
  if (state.pageId === null) return <SurveyClosedScreen />;
  const ended = state.end?.kind === 'page';
  return (
    <SurveyView
      pages={survey.pages}
      pageId={state.pageId}
      styles={survey.styles}
      mode="public"
      answers={state.answers}
      onAnswer={answer}
      onNavigate={(step, answers, from) => void forward(step, answers, from)}
      onBack={state.history.length > 0 && !ended ? back : undefined}
      busy={state.saving || state.starting}
      error={state.error}
      focusOnShow={state.moved}
      footer={
        <>
          {state.failure && <Alert testId="survey-failure">{state.failure}</Alert>}
          {!preview && !ended && state.resumeUrl && <ResumeLink url={state.resumeUrl} />}
        </>
      }
    />
  );
}
