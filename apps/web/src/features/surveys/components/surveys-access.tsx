import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { useSession } from '../../../lib/session';

export const NO_ADMIN = 'Surveys are for team members with the Admin permission. Ask your Team Manager to grant it to you.';
export const NOT_SWITCHED_ON = 'Surveys are not switched on for your team. Please contact your Account Manager to switch them on.';
export const PREVIEW_NOTE =
  'This is a preview of the surveys area. With the Pro plan your team builds surveys from pages of questions, publishes them and shares a link per source.';

/**
 * The surveys area's door (spec 2 §6): only members with the Admin permission (the menu hides it from the others; a
 * typed address gets this message). Whether the team may write (Pro and the beta switched on) is the pages' concern.
 */
export function SurveysAccess({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  if (session.can('admin')) return children;
  return (
    <>
      <PageHeader title={title} />
      <Alert color="orange" icon={<IconLock />} title="No access" role="alert" data-testid="surveys-no-admin">
        {NO_ADMIN}
      </Alert>
    </>
  );
}

/** Whether the team may build surveys: Pro with the beta on (the demo team is Pro: its writes ask it to sign up). */
export function useSurveysWritable() {
  const session = useSession();
  return session.pro && session.team.features.surveys;
}

/** Why the area is read-only, when it is: the upgrade banner without Pro, or the beta switched off. */
export function SurveysReadOnlyNotice({ preview = false }: { preview?: boolean }) {
  const session = useSession();
  if (!session.pro)
    return (
      <>
        <ProGate feature="surveys" />
        {preview && (
          <Text size="sm" c="dimmed" mb="md" data-testid="surveys-preview">
            {PREVIEW_NOTE}
          </Text>
        )}
      </>
    );
  if (!session.team.features.surveys)
    return (
      <Alert color="yellow" mb="md" data-testid="surveys-off">
        {NOT_SWITCHED_ON}
      </Alert>
    );
  return null;
}
