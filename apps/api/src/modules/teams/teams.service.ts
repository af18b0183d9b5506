import { timingSafeEqual } from 'node:crypto';
import { toPounds } from '@gifthub/shared/pricing';
import { DEMO_TEAM_ID, LOGO_MAX_BYTES, LOGO_TYPES } from '@gifthub/shared/constants';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { effectivePermissions, isStaffRole, type TPermission } from '@gifthub/shared/permissions';
import { isPro, PRO_FEATURES, type TProFeature } from '@gifthub/shared/plans';
import { texts } from '@gifthub/shared/messages';
import type { TPageTeam } from '@gifthub/shared/claims';
import type { TTeam, TTeamFeatureFlags, TTeamSummary, TTeamUpdate } from '@gifthub/shared/teams';
import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import { resolveActionPage, type TActionPage } from '@gifthub/shared/action-pages';
import type { Db } from '../../db/client';
import type { TLinkDeps } from '../../lib/public-url';
import type { TProDetails } from '@gifthub/shared/auth';
import type { TBalance } from '@gifthub/shared/billing';
import { mailTemplates } from '../mail/mail.templates';
import { AppError } from '../../lib/app-error';
import { apiKeyScope } from '../../lib/api-key-scope';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { adminTeamTexts } from '@gifthub/shared/admin';
import type { TTeamImagesUpdate } from '@gifthub/shared/media';
import { copyMediaForUse, type TMediaDeps } from '../media/media.service';
import { storeImageUpload } from '../storage/image-upload';
import type { TTeamAccess } from './team-access';
import type { TTeamRow } from './teams.table';
import * as repo from './teams.repository';

const fileUrl = (name: string | null) => (name ? `/api/v1/files/${name}` : null);
export const teamLogoUrl = (team: Pick<TTeamRow, 'logoPath'>) => fileUrl(team.logoPath);

/** The sending team as its gift pages show it (shared/claims.ts ZPageTeam): the action logo before the team logo. */
export type TPageTeamRow = Pick<TTeamRow, 'name' | 'slug' | 'logoPath' | 'heroPath' | 'actionLogoPath' | 'actionPage'>;
export const pageTeam = (team: TPageTeamRow | undefined): TPageTeam => ({
  name: team?.name ?? '',
  slug: team?.slug ?? '',
  logo_url: fileUrl(team?.actionLogoPath ?? team?.logoPath ?? null),
  hero_url: fileUrl(team?.heroPath ?? null),
  action_page: resolveActionPage(team?.actionPage),
});

/**
 * Who may act on a team: its active members, and staff (bb_admin) on any team.
 * A team the user cannot see answers 404 ws_api_get_team_404, so ids do not leak.
 */
export async function resolveTeamAccess(db: Db, teamId: number, user: { id: number; isBbAdmin: boolean }): Promise<TTeamAccess> {
  // Under an API key (lib/api-key-scope.ts) its user reaches the key's team only, with a Team Manager's rights.
  const key = apiKeyScope.getStore();
  const byKey = key !== undefined && key.userId === user.id;
  if (byKey && teamId !== key.teamId) throw new AppError(ERROR_CODES.noTeam, 404, 'Team not found.');
  const row = Number.isInteger(teamId) && teamId > 0 ? await repo.findAccess(db, teamId, user.id) : undefined;
  if (!row) throw new AppError(ERROR_CODES.noTeam, 404, 'Team not found.');
  let role = row.role && row.status === 'active' ? row.role : null;
  if (!role && user.isBbAdmin) role = 'bb_admin';
  if (!role) throw new AppError(ERROR_CODES.noTeam, 404, 'Team not found.');
  if (byKey) return { userId: user.id, team: row.team, role: 'manager', storedPermissions: null, permissions: effectivePermissions('manager', null), isDemo: row.team.id === DEMO_TEAM_ID };
  return {
    userId: user.id,
    team: row.team,
    role,
    storedPermissions: row.permissions,
    permissions: effectivePermissions(role, row.permissions),
    isDemo: row.team.id === DEMO_TEAM_ID,
  };
}

/** Where the spec words a refusal for one permission, that text is the answer (spec 3 §2.7). */
const DENIED: Partial<Record<TPermission, string>> = { 'team-finance': texts.noCreditPermission };

export function requirePermission(access: TTeamAccess, permission: TPermission) {
  if (!access.permissions[permission]) throw AppError.forbidden(DENIED[permission] ?? texts.forbidden);
}

/**
 * The plan gate. The demo team is a Pro team shown read-only (spec 3 §1 preview mode): it reads Pro areas, and every
 * write it attempts is refused as demo-read-only before any gate (plugins/auth.ts), so no charge can follow.
 */
export function requirePro(access: TTeamAccess, feature: TProFeature, productName: string) {
  if (!isPro(access.team.plan))
    throw AppError.forbidden(texts.proGate(PRO_FEATURES[feature], productName), ERROR_CODES.proOnly);
}

export function requireManagerOrAdmin(access: TTeamAccess, message: string = texts.slugManagersOnly) {
  if (access.role !== 'manager' && access.role !== 'bb_admin') throw AppError.forbidden(message);
}

const DOMAINS_MANAGERS_ONLY = 'Only Team Managers can change the eligible domains.';

type TSummaryRow = Awaited<ReturnType<typeof repo.listUserTeams>>[number];
const summaryOf = (r: TSummaryRow): TTeamSummary => ({ id: r.id, name: r.name, slug: r.slug, plan: r.plan, logo_url: teamLogoUrl(r), role: r.role });

export async function userTeams(db: Db, userId: number): Promise<TTeamSummary[]> {
  return (await repo.listUserTeams(db, userId)).map(summaryOf);
}

/** GET /current-user/teams: the session's user's teams, read with the session check; null when the session has ended. */
export async function sessionTeams(db: Db, sessionId: string, now: Date): Promise<TTeamSummary[] | null> {
  const rows = await repo.listSessionTeams(db, sessionId, now);
  // No row: no live session. A live session without a team is one row of nulls; a team found has every column.
  return rows.length ? rows.flatMap(({ team }) => (team?.id != null ? [summaryOf(team as TSummaryRow)] : [])) : null;
}

/**
 * GET /teams/{teamId}. Balance and credit come from billing's ledger (getBalance → balanceFrom), never from a
 * stored number: the caller reads them from billing (billing.team-view.service.ts), so teams never imports billing.
 */
export async function teamView(db: Db, team: TTeamRow, balance: TBalance | Promise<TBalance>): Promise<TTeam> {
  const [domains, managers, money, crms] = await Promise.all([repo.listDomains(db, team.id), repo.listManagers(db, team.id), balance, repo.connectedCrms(db, team.id)]);
  return {
    id: team.id,
    name: team.name,
    slug: team.slug,
    plan: team.plan,
    pending_upgrade: team.pendingUpgrade,
    // Pounds at the edge, like GET /balance.
    balance: toPounds(money.balance),
    credit_limit: toPounds(money.credit_limit),
    credit_available: toPounds(money.credit_available),
    total_available: toPounds(money.total_available),
    logo_url: teamLogoUrl(team),
    hero_url: fileUrl(team.heroPath),
    action_logo_url: fileUrl(team.actionLogoPath),
    action_page: resolveActionPage(team.actionPage),
    preview_url: actionPagePreviewUrl(team),
    domains: domains.map((d) => d.domain),
    managers: managers.filter((m) => !isStaffRole(m.role)),
    corporation_id: team.corporationId,
    oms_customer_id: team.omsCustomerId,
    // The CRM connection is the one integration a team connects (whichever provider stands in for HubSpot).
    integrations: crms.length ? ['hubspot'] : [],
    // Notecards print from each option's own design; a team has none of its own to show.
    notecard_url: null,
    features: {
      oms: team.omsCustomerId !== null,
      fulfilment: team.features.fulfilment,
      surveys: isPro(team.plan) && team.features.surveys,
      fulfilment_import: team.features.fulfilment && Boolean(team.features.fulfilment_import),
      fulfilment_fees: team.features.fulfilment && Boolean(team.features.fulfilment_fees),
    },
    is_demo: team.id === DEMO_TEAM_ID,
  };
}

/** The team's claim page preview (a sample gift in the saved look): its key makes it unguessable by slug. */
export const actionPagePreviewUrl = (team: Pick<TTeamRow, 'slug' | 'previewKey'>) => `/${GIFT_PAGE_BASE}/${encodeURIComponent(team.slug)}/preview?key=${team.previewKey}`;

/**
 * GET /public/action-pages/{teamSlug}/preview?key=…: the team as its gift pages show it, for the preview of a
 * sample gift page. Public like the gift pages, but only with the team's preview key (compared in constant time),
 * so the preview does not tell who uses the portal by slug.
 */
export async function previewTeam(db: Db, teamSlug: string, key: string): Promise<TPageTeam> {
  const team = await repo.findTeamBySlug(db, teamSlug);
  const given = Buffer.from(key);
  if (!team || given.length !== team.previewKey.length || !timingSafeEqual(given, Buffer.from(team.previewKey))) throw AppError.notFound('Preview');
  return pageTeam(team);
}

/**
 * action_page as saved: {} resets both views to the defaults; each view given replaces that view ({} resets it),
 * a view left out is kept.
 */
const savedActionPage = (stored: TActionPage | null, input: NonNullable<TTeamUpdate['action_page']>): TActionPage | null => {
  if (!input.mobile && !input.desktop) return null;
  const next: TActionPage = { ...stored };
  for (const view of ['mobile', 'desktop'] as const) if (input[view]) next[view] = input[view];
  return next;
};

/**
 * PUT /teams/{teamId}: the name for anyone with edit-team-settings; the slug only for managers and staff; the
 * action pages' look (a Pro feature, spec 1 §2: others see it as a preview). Answers the team as changed.
 */
export async function updateTeam(db: Db, access: TTeamAccess, input: TTeamUpdate, productName: string): Promise<TTeamRow> {
  const values: { name?: string; slug?: string; actionPage?: TActionPage | null } = {};
  if (input.name !== undefined) values.name = input.name.trim();
  if (input.action_page !== undefined) {
    requirePro(access, 'actionPages', productName);
    values.actionPage = savedActionPage(access.team.actionPage, input.action_page);
  }
  if (input.slug !== undefined && input.slug !== access.team.slug) {
    requireManagerOrAdmin(access);
    const taken = await repo.findTeamBySlug(db, input.slug);
    if (taken && taken.id !== access.team.id) throw AppError.field('slug', 'Team Slug is already taken.');
    values.slug = input.slug;
  }
  if (Object.keys(values).length) await repo.updateTeamRow(db, access.team.id, values);
  return { ...access.team, ...values };
}

export async function addTeamDomain(db: Db, access: TTeamAccess, domain: string) {
  requireManagerOrAdmin(access, DOMAINS_MANAGERS_ONLY);
  await repo.addDomain(db, access.team.id, domain);
  return (await repo.listDomains(db, access.team.id)).map((d) => d.domain);
}

export async function removeTeamDomain(db: Db, access: TTeamAccess, domain: string) {
  requireManagerOrAdmin(access, DOMAINS_MANAGERS_ONLY);
  const removed = await repo.removeDomain(db, access.team.id, domain.toLowerCase());
  if (!removed.length) throw AppError.notFound('Domain');
  return (await repo.listDomains(db, access.team.id)).map((d) => d.domain);
}

/** The team's image columns by the field names of the API (logo_url is the team logo; hero_url and action_logo_url brand the action pages). */
const IMAGE_COLUMNS = { logo_url: 'logoPath', hero_url: 'heroPath', action_logo_url: 'actionLogoPath' } as const;
type TImageField = keyof typeof IMAGE_COLUMNS;
type TImageValues = Partial<Record<(typeof IMAGE_COLUMNS)[TImageField], string | null>>;

/** Saves new image keys on the team and removes the team's own files they replace (nothing else points at them). */
async function saveTeamImages(deps: TMediaDeps, access: TTeamAccess, values: TImageValues): Promise<TTeamRow> {
  await repo.updateTeamRow(deps.db, access.team.id, values);
  const own = `team-${access.team.id}-`;
  for (const column of Object.keys(values) as (keyof TImageValues)[]) {
    const previous = access.team[column];
    if (previous && previous !== values[column] && previous.startsWith(own)) await deps.storage.delete(previous).catch(() => undefined);
  }
  return { ...access.team, ...values };
}

/** The hero and the action logo brand the gift pages, so setting one is Pro like the look (the team logo is every plan's); clearing is open. */
const ACTION_PAGE_IMAGES: readonly TImageField[] = ['hero_url', 'action_logo_url'];
function requireImagePlan(access: TTeamAccess, fields: TImageField[], productName: string) {
  if (fields.some((f) => ACTION_PAGE_IMAGES.includes(f))) requirePro(access, 'actionPages', productName);
}

/** POST /teams/{teamId}/upload: a checked, re-encoded image (modules/storage/image-upload.ts) as the team's logo, hero or action logo. */
export async function uploadTeamImage(deps: TMediaDeps, access: TTeamAccess, file: { buffer: Buffer }, kind: TImageField, productName: string): Promise<TTeamRow> {
  requireImagePlan(access, [kind], productName);
  const stored = await storeImageUpload(deps.storage, file, { prefix: `team-${access.team.id}`, maxBytes: LOGO_MAX_BYTES, types: LOGO_TYPES });
  return saveTeamImages(deps, access, { [IMAGE_COLUMNS[kind]]: stored.key });
}

/** PUT /teams/{teamId}/images: images chosen from the team's media gallery (copied for the use), or cleared with null. */
export async function chooseTeamImages(deps: TMediaDeps, access: TTeamAccess, input: TTeamImagesUpdate, productName: string): Promise<TTeamRow> {
  requireImagePlan(access, (Object.keys(IMAGE_COLUMNS) as TImageField[]).filter((f) => input[f]), productName);
  const values: TImageValues = {};
  for (const field of Object.keys(IMAGE_COLUMNS) as TImageField[]) {
    const filename = input[field];
    if (filename === undefined) continue;
    values[IMAGE_COLUMNS[field]] = filename === null ? null : await copyMediaForUse(deps, access.team.id, filename, field, `team-${access.team.id}`);
  }
  return saveTeamImages(deps, access, values);
}

/** A new team with a unique slug derived from its name (acme, acme-2, …). */
export async function createTeam(db: Db, p: { name: string; slugBase: string; plan: TTeamRow['plan']; upgradeRequest: Record<string, unknown> | null }) {
  let slug = p.slugBase.slice(0, 50);
  for (let n = 2; await repo.findTeamBySlug(db, slug); n++) slug = `${p.slugBase.slice(0, 45)}-${n}`;
  return repo.insertTeam(db, { name: p.name, slug, plan: p.plan, pendingUpgrade: p.plan === 'trial', upgradeRequest: p.upgradeRequest });
}

/** POST /teams/{teamId}/request-plan-upgrade: a free team becomes trial with a pending upgrade; staff are told. Answers the team as changed. */
export async function requestPlanUpgrade(deps: TLinkDeps, access: TTeamAccess, details: TProDetails, requester: { name: string; email: string }): Promise<TTeamRow> {
  if (access.team.plan === 'pro') throw AppError.conflict('Your team is already on the Pro plan.');
  if (access.team.plan === 'trial') return access.team;
  const values = { plan: 'trial' as const, pendingUpgrade: true, upgradeRequest: { ...details } };
  await deps.db.transaction(async (tx) => {
    await repo.updateTeamRow(tx, access.team.id, values);
    await deps.mailer.enqueue(
      mailTemplates.upgradeRequested(deps.config, { teamName: access.team.name, teamId: access.team.id, requester: `${requester.name} <${requester.email}>`, details: values.upgradeRequest }),
      tx,
    );
  });
  deps.mailer.nudge();
  return { ...access.team, ...values };
}

/** Staff: set a team's plan; approving a pending upgrade sets pro and clears the request. */
export async function setTeamPlan(deps: TLinkDeps, teamId: number, plan: TTeamRow['plan']) {
  const team = await repo.findTeam(deps.db, teamId);
  if (!team) throw AppError.notFound('Team');
  const values = { plan, pendingUpgrade: plan === 'trial' ? team.pendingUpgrade : false };
  await repo.updateTeamRow(deps.db, teamId, values);
  const managers = (await repo.listManagers(deps.db, teamId)).filter((m) => m.role === 'manager');
  const emails = await repo.userEmails(deps.db, managers.map((m) => m.user_id));
  for (const to of emails) await deps.mailer.enqueue(mailTemplates.planChanged(deps.config, { to, teamName: team.name, plan }));
  deps.mailer.nudge();
  return { ...team, ...values };
}

/** PUT /admin/teams/{id}/features: staff switch a team's beta areas on or off. */
export async function setTeamFeatures(db: Db, teamId: number, features: TTeamFeatureFlags) {
  const team = await repo.findTeam(db, teamId);
  if (!team) throw AppError.notFound('Team');
  await repo.updateTeamRow(db, teamId, { features });
  return features;
}

/**
 * PUT /admin/teams/{id}/oms-customer: staff link the team to its customer in the order-management system (null
 * unlinks it); the team's Orders menu and print orders follow the link. One customer belongs to one team, so no team
 * reads another's jobs through a shared customer (the unique index teams_oms_customer_uq holds it under a race).
 */
export async function setTeamOmsCustomer(db: Db, teamId: number, omsCustomerId: number | null) {
  const team = await repo.findTeam(db, teamId);
  if (!team) throw AppError.notFound('Team');
  const taken = (name: string) => AppError.field('oms_customer_id', adminTeamTexts.omsCustomerTaken(name));
  if (omsCustomerId !== null) {
    const other = await repo.findTeamByOmsCustomer(db, omsCustomerId);
    if (other && other.id !== teamId) throw taken(other.name);
  }
  await repo.updateTeamRow(db, teamId, { omsCustomerId }).catch((err: unknown) => {
    throw sqlState(err) === UNIQUE_VIOLATION ? taken('another team') : err;
  });
  return { oms_customer_id: omsCustomerId };
}

/** Billing's credit limit (pence) on the team row, in the caller's transaction (billing holds the team lock). */
export async function setCreditLimitRow(tx: Db, teamId: number, creditLimit: number) {
  await repo.updateTeamRow(tx, teamId, { creditLimit });
}

/** A team by id, or undefined. */
export async function findTeam(db: Db, teamId: number): Promise<TTeamRow | undefined> {
  return repo.findTeam(db, teamId);
}

/** Staff back office: all teams, paged, searched and filtered in SQL. */
/** The team's active managers and associates with their e-mail address: who hears of the team's work by e-mail. */
export const memberContacts = (db: Db, teamId: number) => repo.listMemberContacts(db, teamId);

export async function listAllTeams(db: Db, q: Parameters<typeof repo.listTeams>[1]) {
  return repo.listTeams(db, q);
}
