// The recipient's gift page texts (spec wording), without zod: the light public page imports them alone.
export const claimTexts = {
  notFound: 'This gift link is not valid. Please check the link you were sent.',
  alreadyClaimed: 'This gift has already been claimed.',
  alreadyDeclined: 'This gift has already been declined.',
  verifyFailed: 'The details you entered do not match our records. Please check them and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  verificationNeeded: 'Please confirm who you are before claiming this gift.',
  voucherUnavailable: 'Your eGift could not be issued just now. Please try again in a few minutes.',
  claimed: 'Thank you! Your gift is on its way.',
  voucherClaimed: 'Thank you! Here is your eGift.',
  declined: 'Thank you for letting us know. The sender has been told.',
} as const;

// The campaign claim page's texts (public and internal campaigns' own page, and personal campaign invitations).
export const campaignPageTexts = {
  closed: 'This gift page is closed. Gifts can no longer be claimed here.',
  notYetOpen: 'This gift page is not open yet. Please come back later.',
  inviteOnly: 'This gift page is by invitation only. Please use the personal link you were sent.',
  notFound: 'This gift page does not exist. Please check the link you were sent.',
  optionUnavailable: 'Sorry, this gift is no longer available. Please choose another one.',
  optionRequired: 'Gift Option is required.',
  domainDisabled: 'Gifts on this page cannot be claimed with an e-mail address of this domain.',
  domainNotEligible: 'Please use your work e-mail address to claim a gift on this page.',
  alreadyRegistered: 'A gift has already been claimed with this e-mail address.',
  received: 'Thank you! Your choice has been received.',
  optedOut: 'Thank you for letting us know. The sender has been told.',
  lowAvailability: 'Only a few left',
} as const;
