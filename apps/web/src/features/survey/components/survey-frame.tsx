import type { ReactNode } from 'react';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import type { TPublicSurvey } from '@gifthub/shared/surveys';
import { PRODUCT_NAME } from '../../../lib/product';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The public survey page's shell: the preview bar when previewing, the team's logo and name, no portal menu. */
export function SurveyFrame({ team, preview, children }: { team?: TPublicSurvey['team'] | null; preview?: boolean; children: ReactNode }) {
  return (
    <div className="l-shell">
      {preview && (
        <div className="sv-preview-bar" role="status" data-testid="survey-preview-bar">
          {surveyTexts.previewBar}
        </div>
      )}
      {team && (
        <header className="l-header">
          <div className="l-container l-brand" data-testid="survey-brand">
            {team.logo_url ? (
              <img className="l-brand-logo" src={team.logo_url} alt={`${team.name} logo`} />
            ) : (
              <span className="l-avatar" aria-hidden>
                {initials(team.name)}
              </span>
            )}
            <span className="l-brand-name">{team.name}</span>
          </div>
        </header>
      )}
      <main className="l-container l-main sv-main">{children}</main>
      <footer className="l-footer">Survey by {PRODUCT_NAME} HUB</footer>
    </div>
  );
}
