import { useEffect } from 'react';
import { Spinner } from '../../../components/light/button';
import { PublicApiError, type TPageData } from '../../../lib/public-api';
import { useSurvey } from '../api/get-survey';
import { ThemeFonts } from '../../../domain/survey-page/theme-fonts';
import { SurveyFrame } from './survey-frame';
import { SurveyRun } from './survey-run';
import { surveyTitle } from './survey-title';
import { SurveyClosedScreen, SurveyLoadFailedScreen } from './survey-screens';
import './survey-public.css';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

export type TSurveyPublicPageProps = { team: string; slug: string; source: string | null; preview: boolean; resumeId: string | null; initial?: TPageData };

/**
 * /survey/{team}/{slug}[/{source}]: the respondent's survey (no login). The server renders it with the survey in
 * the page (`initial`); ?preview=true sends nothing; ?response={id} resumes that response (the resume link).
 */
export function SurveyPublicPage({ team, slug, source, preview, resumeId, initial }: TSurveyPublicPageProps) {
  const survey = useSurvey({ team, slug }, initial, preview);
  const name = survey.data?.survey.name;
  useEffect(() => {
    document.title = surveyTitle(name);
  }, [name]);

  if (survey.isPending)
    return (
      <SurveyFrame preview={preview}>
        <div className="l-center" style={{ padding: '80px 0' }}>
          <Spinner large label="Loading the survey" />
        </div>
      </SurveyFrame>
    );
  if (!survey.data) {
    const e = survey.error;
    return (
      <SurveyFrame preview={preview}>
        {e instanceof PublicApiError && e.status === 404 ? (
          <SurveyClosedScreen />
        ) : (
          <SurveyLoadFailedScreen message={e instanceof PublicApiError && e.message ? e.message : SOMETHING_WRONG} onRetry={survey.refetch} retrying={survey.isFetching} />
        )}
      </SurveyFrame>
    );
  }
  return (
    <SurveyFrame team={survey.data.team} preview={preview}>
      <SurveyRun survey={survey.data} surveyRef={{ team, slug }} source={source} preview={preview} resumeId={resumeId} />
      {/* After the survey: a stylesheet in the body holds back only what follows it, so the page shows at once in
          the fallback font and takes the theme's when its file arrives (font-display: swap). */}
      <ThemeFonts styles={survey.data.styles} />
    </SurveyFrame>
  );
}
