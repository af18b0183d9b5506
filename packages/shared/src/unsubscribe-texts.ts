// The unsubscribe page's and the e-mail footer's words, and the page's base, without zod: the light public entry
// (gift.html) imports this file, and stays small.

/** Browser path of the public unsubscribe page (the light entry), which the link in every notification e-mail opens. */
export const UNSUBSCRIBE_BASE = 'unsubscribe';

export const unsubscribeTexts = {
  title: 'E-mail notifications',
  question: (label: string) => `Unsubscribe from ${label} e-mails?`,
  explain: 'You will stop receiving these notification e-mails. Other e-mails about your account still reach you.',
  confirm: 'Unsubscribe',
  done: (label: string) => `You will no longer receive ${label} e-mails.`,
  turnBackOn: 'You can turn them back on in your settings.',
  settingsLink: 'Open your settings',
  invalid: 'This unsubscribe link is not valid. Open the latest e-mail and use its link, or change your e-mail notifications in your settings.',
  footerReason: (label: string) => `You receive this because ${label} e-mail notifications are turned on for your account.`,
  footerLink: (label: string) => `Unsubscribe from ${label} e-mails`,
} as const;
