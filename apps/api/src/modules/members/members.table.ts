import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TPermissionMap, TRole } from '@gifthub/shared/permissions';
import { users } from '../users/users.table';
import { teams } from '../teams/teams.table';

/** A person's membership of a team: role, status, stored permissions and the team's own name for them. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TRole>().notNull(),
    status: text('status').$type<'invited' | 'active'>().notNull().default('active'),
    // Stored overrides for associates; managers and staff always hold every permission.
    permissions: jsonb('permissions').$type<Partial<TPermissionMap>>(),
    // The name this team shows for the member (Edit member modal); null shows the person's own name.
    // Kept per membership so one team's edit never reaches the person's profile or another team.
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);
export type TTeamMemberRow = typeof teamMembers.$inferSelect;

/** Member invitations (not campaign invitations): the token is sent by e-mail and only its hash is kept. */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_invitations_token_uq').on(t.tokenHash), index('member_invitations_team_user_idx').on(t.teamId, t.userId)],
);

