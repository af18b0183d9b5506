/** The survey page's document title, one place for the server's first paint (routes.tsx title) and the page's own. */
export const surveyTitle = (name: string | undefined) => name ?? 'Survey';
