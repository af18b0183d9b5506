import { Stack, Switch, Title } from '@mantine/core';
import type { TTeamFeatureFlags } from '@gifthub/shared/teams';
import { useUpdateAdminTeamFeatures } from '../api/update-admin-team-features';

const FEATURE_LABELS: Record<keyof TTeamFeatureFlags, string> = {
  fulfilment: 'Fulfilment (beta)',
  fulfilment_import: 'Fulfilment: bulk import (integrated)',
  fulfilment_fees: 'Fulfilment: fee columns',
  surveys: 'Surveys (beta)',
};

/** The team's beta areas: each switch saves at once and the team's portal menu follows. */
export function TeamFeatures({ teamId, features }: { teamId: number; features: TTeamFeatureFlags }) {
  const update = useUpdateAdminTeamFeatures();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Features
      </Title>
      {(Object.keys(FEATURE_LABELS) as (keyof TTeamFeatureFlags)[]).map((key) => (
        <Switch
          key={key}
          label={FEATURE_LABELS[key]}
          checked={features[key]}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ id: teamId, features: { ...features, [key]: e.currentTarget.checked } })}
        />
      ))}
    </Stack>
  );
}
