/** The public survey calls: /surveys/{team}/{slug}[/…], without the portal's token or alerts (lib/public-api). */
export const surveyPath = (team: string, slug: string, action = '') => `/surveys/${encodeURIComponent(team)}/${encodeURIComponent(slug)}${action ? `/${action}` : ''}`;

/** A response's calls: /surveys/{team}/{slug}/responses/{responseId}[/…]. */
export const responsePath = (team: string, slug: string, responseId: string, action = '') => surveyPath(team, slug, `responses/${encodeURIComponent(responseId)}${action ? `/${action}` : ''}`);

/** Which survey a page is: its team's slug and its own. */
export type TSurveyRef = { team: string; slug: string };
