import type { ReactNode } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';

/** An error message announced when it appears (role=alert). */
export function Alert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="l-alert" role="alert" data-testid={testId}>
      <IconAlertCircle size={18} aria-hidden />
      <div>{children}</div>
    </div>
  );
}
