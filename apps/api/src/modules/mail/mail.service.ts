import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TClock } from '../../lib/clock';
import { claimMail, insertMail, insertMails, listMail, markFailed, markSent, type TNewMail } from './mail.repository';
import { applyPreferences, type TRecipientLookup, type TUnsubscribeLinks } from './mail.preferences';

const MAX_ATTEMPTS = 6;
/** How long a delivery run holds the messages it took (sending 50 takes well under this). */
const HOLD_MS = 5 * 60 * 1000;

export type TMailer = {
  /**
   * Stores the message in the outbox (inside the caller's transaction when given one). A notification (a kind with
   * a category, mail.categories.ts) is left out when its recipient turned the category off, and otherwise carries
   * an unsubscribe link; every other message is stored as it is.
   */
  enqueue: (mail: TNewMail, db?: Db) => Promise<void>;
  /** Stores many messages in multi-row INSERTs (bulk uploads); optional so a stand-in mailer may leave it out. */
  enqueueMany?: (mails: TNewMail[], db?: Db) => Promise<void>;
  /** Delivers what is queued; never throws. Called after a request commits, and retried by the job queue (mail-flush). */
  flush: () => Promise<void>;
};

/**
 * Default transport renders each message to an .eml file under data/mail; SMTP_URL sends through a real server.
 * Sending never blocks or fails the request that caused it: failures stay in the outbox and are retried.
 */
export function createMailer(opts: {
  db: Db;
  clock: TClock;
  dataDir: string;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Who receives which notifications (users' e-mail preferences); every mailer filters, so it is required. */
  recipients: TRecipientLookup;
  /** Makes the unsubscribe links of notifications; without it notifications are still filtered but carry no link. */
  unsubscribe?: TUnsubscribeLinks;
  /** Tests count deliveries with their own transport. */
  transport?: Pick<Transporter, 'sendMail'>;
}): TMailer {
  const transport: Pick<Transporter, 'sendMail'> =
    opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  const mailDir = path.join(opts.dataDir, 'mail');
  let running: Promise<void> | null = null;
  const prefs = { recipients: opts.recipients, links: opts.unsubscribe, log: opts.log };

  async function deliver() {
    const now = opts.clock.now();
    const rows = await claimMail(opts.db, now, new Date(now.getTime() + HOLD_MS), MAX_ATTEMPTS);
    for (const row of rows) {
      try {
        const info = await transport.sendMail({ from: opts.from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, headers: row.headers ?? undefined });
        let emlPath: string | null = null;
        if (!opts.smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
          mkdirSync(mailDir, { recursive: true });
          emlPath = path.join(mailDir, `${row.id}.eml`);
          writeFileSync(emlPath, info.message);
        }
        await markSent(opts.db, row.id, emlPath, opts.clock.now());
      } catch (err) {
        opts.log.warn({ err, mailId: row.id }, 'mail delivery failed; will retry');
        await markFailed(opts.db, row.id, err instanceof Error ? err.message : String(err)).catch(() => undefined);
      }
    }
  }

  const flush = async () => {
    // One delivery run at a time; a flush during a run waits for it and runs again.
    while (running) await running;
    running = deliver()
      .catch((err) => opts.log.error({ err }, 'mail flush failed'))
      .finally(() => (running = null));
    await running;
  };

  return {
    enqueue: async (mail, db = opts.db) => {
      const [kept] = await applyPreferences(db, [mail], prefs);
      if (kept) await insertMail(db, kept);
    },
    enqueueMany: async (mails, db = opts.db) => {
      await insertMails(db, await applyPreferences(db, mails, prefs));
    },
    flush,
  };
}

/** Staff back office and tests: the outbox, newest first, optionally for one recipient. */
export async function listOutbox(db: Db, q: Parameters<typeof listMail>[1]) {
  return listMail(db, q);
}
