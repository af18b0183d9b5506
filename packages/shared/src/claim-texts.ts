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
