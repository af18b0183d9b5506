import { useEffect, useRef, useState, type ReactNode } from 'react';
import { pageDefaults, surveyTexts } from '@gifthub/shared/survey-rules';
import { Alert } from '../../../components/light/alert';
import { Button } from '../../../components/light/button';

/** One centred card for the page's dead ends and its thank-you; its title is the page's h1. */
function SurveyCard({ title, children, testId, focus }: { title: string; children?: ReactNode; testId: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Shown after the respondent's Next, whose button is gone: focus goes to what replaced it.
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="l-card l-outcome" data-testid={testId}>
      <div className="l-stack l-stack-lg">
        <h1 tabIndex={-1} ref={ref}>
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

/** An unknown, unpublished or deleted survey (the API answers 404 for each alike). */
export function SurveyClosedScreen({ message = surveyTexts.surveyClosed }: { message?: string }) {
  return (
    <SurveyCard testId="survey-closed" title="Survey not available">
      <p>{message}</p>
    </SurveyCard>
  );
}

export function SurveyLoadFailedScreen({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <SurveyCard testId="survey-load-failed" title="The survey could not be loaded">
      <p>{message}</p>
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </SurveyCard>
  );
}

/** How long the thanks shows alone before the reward-unavailable alert follows it (ms). */
export const REWARD_ALERT_DELAY_MS = 1500;

/** Past the last page: thanks (the end page's default title), and the campaign page's alert when it has no campaign. */
export function SurveyDoneScreen({ rewardUnavailable, preview }: { rewardUnavailable: boolean; preview: boolean }) {
  const [alertShown, setAlertShown] = useState(false);
  useEffect(() => {
    if (!rewardUnavailable) return;
    const timer = setTimeout(() => setAlertShown(true), REWARD_ALERT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rewardUnavailable]);
  return (
    <SurveyCard testId="survey-done" title={pageDefaults('final', null).title} focus>
      {rewardUnavailable && alertShown && <Alert testId="reward-unavailable">{surveyTexts.rewardUnavailable}</Alert>}
      <p>{preview ? surveyTexts.previewBar : 'Your answers have been sent.'}</p>
    </SurveyCard>
  );
}

/** A resume link to a response already complete. */
export function SurveyCompletedScreen() {
  return (
    <SurveyCard testId="survey-completed" title="Thank you">
      <p>{surveyTexts.completed}</p>
    </SurveyCard>
  );
}
