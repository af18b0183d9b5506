import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useSession } from '../lib/session';
import { useUi } from '../lib/ui';

type TWriteButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/**
 * Preview mode (the demo team) is read-only: an action that writes, or opens a form that would, opens the sign-up
 * prompt instead, before any form shows, so the demo never ends in a refusal. Wrap the action with the guard where
 * the trigger is not a WriteButton (a switch, an icon, a menu item, a drop zone).
 */
export function useWriteGuard() {
  const { demo } = useSession();
  const ui = useUi();
  return <TArgs extends unknown[]>(action: (...args: TArgs) => void) => (demo ? () => ui.openSignUp() : action);
}

/**
 * A button that writes or opens a form that writes (save, send, invite, upload, create, edit). In preview mode the
 * button stays, so the demo shows what a Pro team can do, and pressing it opens the sign-up prompt instead.
 */
export function WriteButton({ onClick, type, disabled, ...props }: TWriteButtonProps) {
  const { demo } = useSession();
  const ui = useUi();
  if (demo) return <Button {...props} type="button" loading={false} onClick={ui.openSignUp} data-demo-write="" />;
  return <Button {...props} type={type} disabled={disabled} onClick={onClick} />;
}
