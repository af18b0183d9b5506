// The spec's validation wording (spec 1 §5), one place. A field's label is prefixed: 'E-Mail is required.'
export const msg = {
  required: (label: string) => `${label} is required.`,
  number: (label: string) => `${label} must be a number`,
  positive: (label: string) => `${label} must be greater than 0`,
  atLeast: (label: string, n: number | string) => `${label} must be at least ${n}`,
  atMost: (label: string, n: number | string) => `${label} must be at most ${n}`,
  minLength: (label: string, n: number) => `${label} minimal length is ${n}`,
  maxLength: (label: string, n: number) => `${label} maximal length is ${n}`,
  email: (label: string) => `${label} must be valid.`,
  domain: (label: string) => `${label} must be valid domain.`,
  slug: (label: string) => `${label} must only contain (A-Z, a-z, 0-9 and -).`,
  match: (label: string) => `${label} must match.`,
  oneOf: (label: string) => `${label} must be one of the listed values.`,
  oneOfValues: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}.`,
  mustBe: (label: string, kind: string) => `${label} must be ${kind}.`,
  valid: (label: string) => `${label} must be valid.`,
  greaterThan: (label: string, n: number | string) => `${label} must be greater than ${n}`,
  lessThan: (label: string, n: number | string) => `${label} must be less than ${n}`,
  atLeastItems: (label: string, n: number) => `${label} must have at least ${n} items.`,
  atMostItems: (label: string, n: number) => `${label} must have at most ${n} items.`,
  multipleOf: (label: string, n: number | string) => `${label} must be a multiple of ${n}.`,
  /** A body or query key the route does not take: refused, and named, rather than ignored. */
  unknownField: (key: string) => `Unknown field: ${key}.`,
  characters: (label: string) => `${label} contains characters that are not allowed.`,
  wholePence: (label: string) => `${label} must be a whole number of pence`,
} as const;

/** Texts the spec quotes verbatim, shown by both the portal and the API. */
export const texts = {
  proGate: (feature: string, product: string) =>
    `${feature} is only available with ${product} HUB Pro plan. Please upgrade your account to continue.`,
  alreadySignedIn: 'It seems that you are already signed in.',
  contactSuccess: 'Your message has been sent successfully. We will be in touch soon.',
  contactFailure: 'Unfortunately there has been an error sending your message. Please try again later.',
  slugManagersOnly: 'Only Team Managers can change the team slug.',
  noCreditPermission: "You don't have permissions to view your team's credit balance operation.",
  noPaymentMethods: "You don't have access to any payment menthods. You need to contact your Team Manager...",
  noTeamCredit: "You don't have access to team credit...",
  demoReadOnly: 'This is a preview. Sign up to make changes.',
  invalidCredentials: 'The e-mail or password is incorrect.',
  tooManyAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  inviteInvalid: 'This invitation link is invalid or has expired.',
  forbidden: "You don't have permission to do this.",
} as const;
