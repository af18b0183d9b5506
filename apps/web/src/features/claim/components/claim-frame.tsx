import type { ReactNode } from 'react';
import type { TGiftView } from '@gifthub/shared/claims';
import { PRODUCT_NAME } from '../../../lib/product';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The public gift page's shell: the sending team's logo and name on top, no portal menu. */
export function ClaimFrame({ team, children }: { team?: TGiftView['team'] | null; children: ReactNode }) {
  return (
    <div className="l-shell">
      <header className="l-header">
        <div className="l-container l-brand" data-testid="claim-brand">
          {team?.logo_url ? (
            <img className="l-brand-logo" src={team.logo_url} alt={`${team.name} logo`} />
          ) : team?.name ? (
            <span className="l-avatar" aria-hidden>
              {initials(team.name)}
            </span>
          ) : null}
          {team?.name && <span className="l-brand-name">{team.name}</span>}
        </div>
      </header>
      <main className="l-container l-main">{children}</main>
      <footer className="l-footer">Gift delivered by {PRODUCT_NAME} HUB</footer>
    </div>
  );
}
