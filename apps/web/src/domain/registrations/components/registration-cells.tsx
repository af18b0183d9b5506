import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

// Cells the registration tables share (Order History, a campaign's recipients): who it is for, a state pill, tracking.

/** The recipient: name, e-mail (wrapping before its @) and, for campaigns, the company. */
export function RecipientCell({ first_name, last_name, email, company }: { first_name: string; last_name: string; email: string; company?: string | null }) {
  const name = `${first_name} ${last_name}`.trim();
  return (
    <>
      <Text size="sm" fw={500}>
        {name || '—'}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
        {email ? <EmailLines email={email} /> : 'No e-mail'}
      </Text>
      {company && (
        <Text size="xs" c="dimmed">
          {company}
        </Text>
      )}
    </>
  );
}

/** A state as a small coloured pill that never wraps (fulfilment, a recipient's status). */
export function StatePill({ label, color, testId }: { label: string; color: string; testId?: string }) {
  return (
    <Text span data-testid={testId} size="xs" fw={700} c={`${color}.8`} bg={`${color}.0`} px={8} py={2} style={{ borderRadius: 999, whiteSpace: 'nowrap', textTransform: 'uppercase' }}>
      {label}
    </Text>
  );
}

/** The carrier's tracking page, in a new tab. */
export function TrackingLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs">
      <Group gap={2} wrap="nowrap">
        Tracking <IconExternalLink size={12} />
      </Group>
    </Anchor>
  );
}

/** An e-mail that may wrap before its @ when the column is narrow. */
function EmailLines({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
