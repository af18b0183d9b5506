/**
 * The e-mail outbox. Services store messages in their own transaction (enqueue) and, once it commits, nudge the
 * outbox's job: the job runner of some process sends them (the recurring MAIL_JOB, woken at once by a nudge), never
 * the request. Each message has its own attempts, 30 s doubling up to 4 h, MAIL_MAX_ATTEMPTS covering more than a
 * day before it is failed and shown to staff (resend). A transport failure (SMTP unreachable, a temporary 4xx
 * reply) is not the message's fault: the run stops at once without trying the others, the transport is probed
 * every PROBE_EVERY_MS, and when it answers the messages that met the failure are due at once, so an outage of
 * minutes costs no message and delays each by about the outage.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { outboxTexts } from '@gifthub/shared/admin';
import type { Db } from '../../db/client';
import type { TClock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import * as repo from './mail.repository';
import type { TNewMail } from './mail.repository';
import type { TMailRow } from './mail.table';
import { applyPreferences, type TRecipientLookup, type TUnsubscribeLinks } from './mail.preferences';
import { tallyOutcome } from '../../lib/outcome-tally';

/** The recurring job that sends the outbox (its key in the jobs table, woken by nudges). */
export const MAIL_JOB = 'mail-flush';
const MINUTE = 60_000;
/** 30 s doubling up to 4 h: the 15th attempt comes a little over 24 hours after the first. */
export const MAIL_MAX_ATTEMPTS = 15;
export const mailBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * MINUTE);
/** While the transport is down, a delivery run at most this often asks it whether it answers again. */
export const PROBE_EVERY_MS = 15_000;
/** How long a delivery run holds the messages it took (sending 10 takes well under this). */
const HOLD_MS = 5 * MINUTE;
const BATCH = 10;

/** What sends: nodemailer's transporter; verify is the cheap probe while the transport is down. */
export type TMailTransport = Pick<Transporter, 'sendMail'> & { verify?: () => Promise<unknown> };

export type TMailer = {
  /**
   * Stores the message in the outbox (inside the caller's transaction when given one). A notification (a kind with
   * a category, mail.categories.ts) is left out when its recipient turned the category off, and otherwise carries
   * an unsubscribe link; every other message is stored as it is.
   */
  enqueue: (mail: TNewMail, db?: Db) => Promise<void>;
  /** Stores many messages in multi-row INSERTs (bulk uploads); optional so a stand-in mailer may leave it out. */
  enqueueMany?: (mails: TNewMail[], db?: Db) => Promise<void>;
  /** After a request committed mail: wakes the outbox's job (any process may send it). Never sends, never waits. */
  nudge: () => void;
  /** One delivery run: the outbox job's handler, and tests'. Never throws. Services nudge instead. */
  flush: () => Promise<void>;
};

const TRANSPORT_CODES = new Set(['ECONNECTION', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'EPROTOCOL', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * Whether a failed send says the transport is down rather than that this message is refused: no connection, a
 * timeout, a broken socket, refused credentials, or a temporary 4xx reply, except a 4xx to one recipient (RCPT TO:
 * a full or greylisting mailbox), which is that message's own retry. A 5xx is permanent for its message only.
 */
export function isTransportFailure(err: unknown): boolean {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  if (typeof e.responseCode === 'number') {
    if (e.responseCode === 421) return true;
    return e.responseCode >= 400 && e.responseCode < 500 && !/^RCPT/i.test(String(e.command ?? ''));
  }
  return typeof e.code === 'string' && TRANSPORT_CODES.has(e.code);
}

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
  transport?: TMailTransport;
  /** Wakes the outbox's job (app.ts: deps.jobs.wake(MAIL_JOB)); a mailer without it is sent by its job's next run. */
  wake?: () => void;
}): TMailer {
  const transport: TMailTransport =
    opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  const mailDir = path.join(opts.dataDir, 'mail');
  const log = opts.log.child({ job: MAIL_JOB });
  let running: Promise<void> | null = null;
  /** This process's view of the transport: down since a failure, probed at most every PROBE_EVERY_MS. */
  let down: { lastProbe: number } | null = null;
  const prefs = { recipients: opts.recipients, links: opts.unsubscribe, log: opts.log };

  async function probe(): Promise<boolean> {
    if (!transport.verify) return true;
    try {
      await transport.verify();
      return true;
    } catch (err) {
      log.warn({ err }, 'the mail transport is still down');
      return false;
    }
  }

  async function send(row: Awaited<ReturnType<typeof repo.claimMail>>[number]) {
    const info = await transport.sendMail({ from: opts.from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, headers: row.headers ?? undefined });
    let emlPath: string | null = null;
    if (!opts.smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
      mkdirSync(mailDir, { recursive: true });
      emlPath = path.join(mailDir, `${row.id}.eml`);
      writeFileSync(emlPath, info.message);
    }
    await repo.markSent(opts.db, row.id, emlPath, opts.clock.now());
    tallyOutcome('mail_send', 'sent');
  }

  async function deliver() {
    if (down) {
      const now = opts.clock.now().getTime();
      if (now - down.lastProbe < PROBE_EVERY_MS) return;
      down.lastProbe = now;
      if (!(await probe())) return;
      down = null;
      const due = await repo.releaseTransportWaits(opts.db, opts.clock.now());
      log.info({ due }, 'the mail transport answers again');
    }
    let sent = 0;
    for (;;) {
      const now = opts.clock.now();
      const rows = await repo.claimMail(opts.db, now, new Date(now.getTime() + HOLD_MS), BATCH);
      if (!rows.length) break;
      for (const [i, row] of rows.entries()) {
        try {
          await send(row);
          sent++;
        } catch (err) {
          const transportDown = isTransportFailure(err);
          const attempts = row.attempts + 1;
          const next = attempts >= MAIL_MAX_ATTEMPTS ? null : new Date(opts.clock.now().getTime() + mailBackoffMs(attempts));
          await repo.markAttemptFailed(opts.db, row.id, { error: err instanceof Error ? err.message : String(err), nextAttemptAt: next, transportWait: transportDown });
          tallyOutcome('mail_send', next ? 'retry' : 'failed');
          if (!next) log.error({ err, mailId: row.id, attempts }, 'an e-mail failed its last attempt; staff can resend it from the outbox');
          else log.warn({ err, mailId: row.id, attempts, transportDown }, 'mail delivery failed; will retry');
          if (transportDown) {
            // The others were not tried, so they lose no attempt; they go when the transport answers.
            down = { lastProbe: opts.clock.now().getTime() };
            await repo.releaseMail(opts.db, rows.slice(i + 1).map((r) => r.id));
            return;
          }
        }
      }
    }
    // Sending works from here: messages that met another process's transport failure need not wait for their backoff.
    if (sent) await repo.releaseTransportWaits(opts.db, opts.clock.now());
  }

  const flush = async () => {
    // One delivery run at a time; a flush during a run waits for it and runs again.
    while (running) await running;
    running = deliver()
      .catch((err) => log.error({ err }, 'mail delivery run failed'))
      .finally(() => (running = null));
    await running;
  };

  return {
    enqueue: async (mail, db = opts.db) => {
      const [kept] = await applyPreferences(db, [mail], prefs);
      if (kept) await repo.insertMail(db, kept, opts.clock.now());
    },
    enqueueMany: async (mails, db = opts.db) => {
      await repo.insertMails(db, await applyPreferences(db, mails, prefs), opts.clock.now());
    },
    nudge: () => opts.wake?.(),
    flush,
  };
}

/** A stored message as the back office reads it. */
export type TOutboxRow = TMailRow;

/** Staff back office and tests: the outbox, newest first, optionally for one recipient or one status. */
export async function listOutbox(db: Db, q: Parameters<typeof repo.listMail>[1]) {
  return repo.listMail(db, q);
}

/** POST /admin/outbox/{id}/resend: a failed message queued again with fresh attempts, sent by the next run. */
export async function resendMail(deps: { db: Db; clock: TClock; mailer: TMailer }, id: number) {
  const row = await repo.requeueFailed(deps.db, id, deps.clock.now());
  if (!row) {
    if (!(await repo.findMail(deps.db, id))) throw AppError.notFound('E-mail');
    throw AppError.conflict(outboxTexts.resendNotFailed);
  }
  deps.mailer.nudge();
  return row;
}

/** The metrics' figures: messages waiting to be sent and messages failed for good. */
export const outboxCounts = (db: Db) => repo.countByStatus(db);
