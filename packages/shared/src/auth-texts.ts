// Without zod: the login page shows these before it loads its form's schema (its bundle budget).
// Password reset: a link by e-mail, valid for an hour, used once.
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const PASSWORD_RESET_INVALID = 'password_reset_invalid';
export const passwordResetTexts = {
  sent: 'If an account exists for that e-mail, we have sent a link to reset its password. The link is valid for 1 hour.',
  invalid: 'This password reset link is invalid or has expired.',
  changed: 'Your password has been changed. Please log in.',
} as const;
