import type { TTeam } from '@gifthub/shared/teams';
import type { Db } from '../../db/client';
import { getBalance } from '../billing/billing.service';
import { teamView } from './teams.service';
import type { TTeamRow } from './teams.table';

/**
 * A team as GET /teams/{teamId} answers it: teams' view with the balance billing owns. Composed here, above
 * both services, so teams.service never imports billing (whose top-ups and credit limit call teams).
 */
export const teamWithBalance = (db: Db, team: TTeamRow): Promise<TTeam> => teamView(db, team, getBalance(db, team.id));
