import { z } from 'zod';
import { msg } from './messages';

// Campaign invitations' expiry and reminders (issue 12, "Beyond the peers: unclaimed gifts"): the settings' rules
// and texts for the API and the Edit Campaign modal, and the schedule both the invitation and a settings change apply.

export const INVITATION_EXPIRY_MAX_DAYS = 365;
export const REMINDERS_MAX = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const expiryTexts = {
  section: 'Expiry and reminders',
  expiryDays: 'Invitation expiry',
  expiryHint: 'Days an invitation stays open. Leave empty and invitations never expire. Claimed gifts are never affected.',
  reminderDays: 'Reminders',
  reminderLabel: (n: number) => `Reminder ${n} (day)`,
  reminderHint: `Up to ${REMINDERS_MAX} reminder e-mails, sent the given number of days after the invitation to recipients who have not claimed or declined yet (only when the invitation was e-mailed).`,
  never: 'Never',
  off: 'Off',
  reminderBeforeExpiry: (days: number) => `Reminders must be sent before the invitation expires (day ${days}).`,
  remindersDistinct: 'Reminders must be on different days.',
  expired: 'Expired',
  expires: (date: string) => `Expires ${date}`,
  reminded: (n: number) => `Reminded ${n}×`,
} as const;

const blank = (v: unknown) => v === '' || v === 'null' || v === null;
const wholeDays = (label: string, min: number, max: number) =>
  z
    .number({ error: msg.number(label) })
    .int(msg.number(label))
    .min(min, msg.atLeast(label, min))
    .max(max, msg.atMost(label, max));

/** Days an invitation stays open; empty or null: it never expires. A multipart form sends digits. */
export const ZInvitationExpiryDays = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  wholeDays(expiryTexts.expiryDays, 1, INVITATION_EXPIRY_MAX_DAYS).nullable(),
);

/** Reminder days after the invitation: a JSON array or "3, 7" in a form; at most three, kept in order. */
export const ZReminderDays = z.preprocess(
  (v) => {
    if (blank(v)) return [];
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        return v;
      }
    }
    return s.split(',').map((d) => (/^\s*\d+\s*$/.test(d) ? Number(d) : d.trim()));
  },
  z
    .array(wholeDays('Reminder', 1, INVITATION_EXPIRY_MAX_DAYS - 1), { error: msg.oneOf(expiryTexts.reminderDays) })
    .max(REMINDERS_MAX, `At most ${REMINDERS_MAX} reminders.`)
    .refine((d) => new Set(d).size === d.length, expiryTexts.remindersDistinct)
    .transform((d) => [...d].sort((a, b) => a - b)),
);

/** The settings' fields (POST /put/gb-campaigns/{id}); absent: kept as they are. */
export const expirySettingsFields = { invitation_expiry_days: ZInvitationExpiryDays.optional(), reminder_days: ZReminderDays.optional() };

/** Every reminder comes before the expiry (null: no problem). Checked against the saved value of a field not sent. */
export const reminderDaysProblem = (expiryDays: number | null, reminderDays: readonly number[]): string | null =>
  expiryDays !== null && reminderDays.some((d) => d >= expiryDays) ? expiryTexts.reminderBeforeExpiry(expiryDays) : null;

export type TExpirySettings = { invitationExpiryDays: number | null; reminderDays: readonly number[] };

const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** The first reminder after `after` (null: none left). */
export const nextReminderAt = (invitedAt: Date, reminderDays: readonly number[], after: Date): Date | null =>
  reminderDays.map((d) => plusDays(invitedAt, d)).find((t) => t.getTime() > after.getTime()) ?? null;

/** An invitation's expiry and first reminder as it is made; reminders only for an e-mailed invitation. */
export function invitationSchedule(invitedAt: Date, s: TExpirySettings, emailed: boolean) {
  return {
    expiresAt: s.invitationExpiryDays === null ? null : plusDays(invitedAt, s.invitationExpiryDays),
    nextReminderAt: emailed ? nextReminderAt(invitedAt, s.reminderDays, invitedAt) : null,
  };
}

/** What the recipients table shows of an invitation's expiry: null when it has none or was claimed. */
export function expiryLabel(r: { expires_at: string | null; expired_at: string | null; registered_at: string | null }, now: Date, formatDate: (iso: string) => string): string | null {
  if (r.expired_at) return expiryTexts.expired;
  if (!r.expires_at || r.registered_at) return null;
  return new Date(r.expires_at).getTime() <= now.getTime() ? expiryTexts.expired : expiryTexts.expires(formatDate(r.expires_at));
}
