import type { TTeam } from '@gifthub/shared/teams';
import type { Db } from '../../db/client';
import { teamView } from '../teams/teams.service';
import { getBalance } from './billing.service';

type TTeamRow = Parameters<typeof teamView>[1];

/**
 * A team as GET /teams/{teamId} answers it: teams' view with the balance billing owns. Composed in billing,
 * which reads teams (plan gate, credit limit), so the teams module never depends on billing: no circle
 * between the two modules, nor through payments and users.
 */
export const teamWithBalance = (db: Db, team: TTeamRow): Promise<TTeam> => teamView(db, team, getBalance(db, team.id));
