// The gift pages' document titles, one place for the server's first paint (routes.tsx title) and the pages' own.
export const giftPageTitle = (teamName: string | undefined) => (teamName ? `A gift from ${teamName}` : 'Your gift');
export const campaignPageTitle = (pageTitle: string | undefined) => pageTitle ?? 'Choose your gift';
