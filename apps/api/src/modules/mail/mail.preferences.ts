import { EMAIL_PREFERENCE_LABELS, type TEmailPreference } from '@gifthub/shared/users';
import { UNSUBSCRIBE_BASE, unsubscribeTexts } from '@gifthub/shared/unsubscribe-texts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { signUnsubscribeToken } from './mail.unsubscribe-token';
import { mailCategory } from './mail.categories';
import type { TNewMail } from './mail.repository';

/** What the unsubscribe links are made with: the key their tokens are signed under and the address they point at. */
export type TUnsubscribeLinks = { tokenKey: string; publicUrl: string };
/**
 * The accounts behind some addresses with their e-mail preferences, by lower-case address (the users module's
 * emailPreferencesByEmail, passed in by app.ts: the users module already sends mail, so mail may not import it).
 */
export type TRecipientLookup = (db: Db, emails: string[]) => Promise<Map<string, { id: number; emailPreferences: TEmailPreference[] }>>;

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The footer and RFC 2369 / RFC 8058 headers of a categorised e-mail to a user. */
export function withUnsubscribe(mail: TNewMail, links: TUnsubscribeLinks, userId: number, category: TEmailPreference): TNewMail {
  const token = encodeURIComponent(signUnsubscribeToken(links.tokenKey, userId, category));
  // People open the page and confirm (a link scanner's GET changes nothing); mail clients POST the API in one click.
  const page = `${links.publicUrl}/${UNSUBSCRIBE_BASE}?token=${token}`;
  const oneClick = `${links.publicUrl}/api/v1/unsubscribe?token=${token}`;
  const label = EMAIL_PREFERENCE_LABELS[category];
  const reason = unsubscribeTexts.footerReason(label);
  const linkText = unsubscribeTexts.footerLink(label);
  return {
    ...mail,
    text: `${mail.text.replace(/\n+$/, '')}\n\n-- \n${reason}\n${linkText}: ${page}\n`,
    html:
      mail.html == null
        ? mail.html
        : `${mail.html}<p style="font-family:Arial,sans-serif;color:#666;font-size:12px;line-height:1.5;border-top:1px solid #ddd;padding-top:10px;margin-top:24px">${esc(reason)}<br><a href="${esc(page)}" style="color:#666">${esc(linkText)}</a></p>`,
    headers: { ...mail.headers, 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The mail to store, from the mail asked for: addresses lower-case; a notification (a kind with a category) to a
 * user who has turned its category off is dropped, and one to a user who has it on gets the unsubscribe footer and
 * headers. Transactional mail and mail to addresses of no account pass as they are. One query for the whole batch.
 */
export async function applyPreferences(
  db: Db,
  mails: TNewMail[],
  opts: { recipients: TRecipientLookup; links: TUnsubscribeLinks | undefined; log: FastifyBaseLogger },
): Promise<TNewMail[]> {
  const lowered = mails.map((m) => ({ ...m, to: m.to.toLowerCase() }));
  const categorised = lowered.filter((m) => mailCategory(m.kind) !== null);
  if (!categorised.length) return lowered;
  const users = await opts.recipients(db, categorised.map((m) => m.to));
  const out: TNewMail[] = [];
  let skipped = 0;
  for (const mail of lowered) {
    const category = mailCategory(mail.kind);
    const user = category ? users.get(mail.to) : undefined;
    if (!category || !user) out.push(mail);
    else if (!user.emailPreferences.includes(category)) skipped++;
    else out.push(opts.links ? withUnsubscribe(mail, opts.links, user.id, category) : mail);
  }
  // Not stored at all: the user asked not to get these. The address stays out of the log.
  if (skipped) opts.log.debug({ skipped, kinds: [...new Set(lowered.map((m) => m.kind))] }, 'notification e-mails not queued: category turned off');
  return out;
}
