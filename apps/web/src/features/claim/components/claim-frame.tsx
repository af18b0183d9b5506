import type { ReactNode } from 'react';
import type { TActionPageView } from '@gifthub/shared/action-pages';
import type { TPageTeam } from '@gifthub/shared/claims';
import { PRODUCT_NAME } from '../../../lib/product';
import { ActionPageStyle } from './action-page-style';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

type TFrameProps = {
  /** The sending team; its look applies when the page has it (the sandbox shop's page has none). */
  team?: (Pick<TPageTeam, 'name' | 'logo_url'> & Partial<Pick<TPageTeam, 'action_page'>>) | null;
  /** The banner on top: the team's hero (the campaign page shows its own hero in its summary instead). */
  hero?: string | null;
  /** Words on the page itself above the gift (the marketplace title and description). */
  intro?: ReactNode;
  /** The portal's preview draws one view whatever the width. */
  force?: TActionPageView;
  children: ReactNode;
};

/**
 * The public gift page's shell in the sending team's look (spec 3 §2.4): its logo and name on top, its hero, its
 * colours and buttons; no portal menu. Before the team is known (loading, an unknown link) the default look.
 */
export function ClaimFrame({ team, hero, intro, force, children }: TFrameProps) {
  return (
    <div className="l-shell l-ap">
      {team?.action_page && <ActionPageStyle page={team.action_page} force={force} />}
      <header className="l-header">
        <div className="l-container l-brand" data-testid="claim-brand">
          {team?.logo_url ? (
            <img className="l-brand-logo l-ap-logo" src={team.logo_url} alt={`${team.name} logo`} />
          ) : team?.name ? (
            <span className="l-avatar l-ap-logo" aria-hidden>
              {initials(team.name)}
            </span>
          ) : null}
          {team?.name && <span className="l-brand-name l-ap-team">{team.name}</span>}
        </div>
      </header>
      <main className="l-container l-main">
        {hero && <img className="l-team-hero l-ap-hero" src={hero} alt="" data-testid="team-hero" />}
        {intro}
        {children}
      </main>
      <footer className="l-footer">Gift delivered by {PRODUCT_NAME} HUB</footer>
    </div>
  );
}
