/**
 * Stock alerts by e-mail (the product-allocation e-mail category of spec 3 §2.10): when a team's active corporate product
 * falls to 1-19 units left to allocate, or to none, its team's members are told once (their e-mail preferences
 * decide, mail.categories.ts), linking to the product to restock it. The level told is kept on the product, so a
 * product is told of again only after it has recovered (restocked, released) and fallen again. A recurring job
 * (background-jobs.ts) reads only the products whose level moved (a partial index), so the sends that allocate
 * units need not know of it, and each change is handled once however many API processes run.
 */
import type { TDeps } from '../../deps';
import { withDefaultLinks } from '../../lib/public-url';
import { mailTemplates } from '../mail/mail.templates';
import { findTeam, memberContacts } from '../teams/teams.service';
import * as repo from './team-products.repository';

const BATCH = 100;

/** Worse than told: nothing told, or low told and now none. */
const worse = (told: 'low' | 'none' | null, level: 'low' | 'none' | null) => level !== null && (told === null || (told === 'low' && level === 'none'));

export async function sendStockAlerts(jobDeps: TDeps) {
  // A job has no request: links point at PUBLIC_URL (or the address npm start prints).
  const deps = withDefaultLinks(jobDeps);
  let mailed = false;
  for (const p of await repo.listStockAlertsDue(deps.db, BATCH)) {
    await deps.db.transaction(async (tx) => {
      if (!(await repo.markStockAlert(tx, p.id, p.told, p.level)) || !worse(p.told, p.level) || p.teamId === null) return;
      const team = await findTeam(tx, p.teamId);
      const members = await memberContacts(tx, p.teamId);
      for (const m of members)
        await deps.mailer.enqueue(
          mailTemplates.productAllocation(deps.config, { to: m.email, name: m.name, teamName: team?.name ?? '', productId: p.id, productName: p.name, level: p.level!, free: Math.max(0, p.free) }),
          tx,
        );
      mailed ||= members.length > 0;
    });
  }
  if (mailed) deps.mailer.nudge();
}
