/** The recipient's gift page calls: /public/gifts/{secret}[/action], without the portal's token or alerts (lib/public-api). */
export const giftPath = (secret: string, action = '') => `/public/gifts/${encodeURIComponent(secret)}${action ? `/${action}` : ''}`;

/** A public or internal campaign's own page: /public/campaigns/{teamSlug}/{campaignSlug}[/claim]. */
export const campaignPagePath = (teamSlug: string, slug: string, action = '') =>
  `/public/campaigns/${encodeURIComponent(teamSlug)}/${encodeURIComponent(slug)}${action ? `/${action}` : ''}`;

/** The campaign page's view, opened from a Multi Invite list's batch link (?invite={secret}) or not. */
export const campaignViewPath = (teamSlug: string, slug: string, invite: string | null) =>
  `${campaignPagePath(teamSlug, slug)}${invite === null ? '' : `?invite=${encodeURIComponent(invite)}`}`;

/** A team's action-page preview (its preview_url's key): the team as its gift pages show it. */
export const actionPagePreviewPath = (teamSlug: string, key: string) => `/public/action-pages/${encodeURIComponent(teamSlug)}/preview?key=${encodeURIComponent(key)}`;
