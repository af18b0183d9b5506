import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';

export const NOT_LISTED = 'Fulfilment is in beta and open to listed teams only. Please contact your Account Manager to join it.';

/** Fulfilment is beta, for listed teams (the team's fulfilment feature): the menu hides it, a typed address reads this. */
export function FulfilmentAccess({ title, children }: { title: string; children: ReactNode }) {
  const { team } = useSession();
  if (team.features.fulfilment) return children;
  return (
    <>
      <PageHeader title={title} />
      <Alert color="orange" icon={<IconLock />} title="Not available" role="alert" data-testid="fulfilment-not-listed">
        {NOT_LISTED}
      </Alert>
    </>
  );
}
