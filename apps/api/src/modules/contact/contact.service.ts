import type { TContactForm } from '@gifthub/shared/contact';
import { CONTACT_SUBJECT_INFO, ZContactForm } from '@gifthub/shared/contact';
import { email } from '@gifthub/shared/fields';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { mailTemplates } from '../mail/mail.templates';
import { findUserById } from '../users/users.service';
import { userTeams } from '../teams/teams.service';
import { insertContactMessage } from './contact.repository';

/** POST /public/emails/contact-form/send: stored, then e-mailed to staff. A signed-in sender is taken from the session, not the form. */
export async function sendContactForm(deps: TLinkDeps, raw: TContactForm, signedInUserId: number | null) {
  const input = ZContactForm.parse(raw);
  const user = signedInUserId ? await findUserById(deps.db, signedInUserId) : undefined;
  // The form's user_id is not proof of being signed in: without a session the e-mail is required.
  if (!user) {
    const check = email('Email').safeParse(input.email);
    if (!check.success) throw AppError.field('email', check.error.issues[0]!.message);
  }
  // The portal does not send the team; a signed-in sender's first team tells staff who is writing.
  const team = user ? (await userTeams(deps.db, user.id))[0] : undefined;
  const from = { name: user?.name || input.name, email: user?.email || input.email, phone: input.phone };
  await deps.db.transaction(async (tx) => {
    await insertContactMessage(tx, { userId: user?.id ?? null, teamId: team?.id ?? null, subject: input.subject, ...from, message: input.message, location: input.location });
    await deps.mailer.enqueue(
      mailTemplates.contactForm(deps.config, { subject: CONTACT_SUBJECT_INFO[input.subject].label, ...from, teamName: team?.name, message: input.message, location: input.location }),
      tx,
    );
  });
  deps.mailer.nudge();
  return { ok: true };
}
