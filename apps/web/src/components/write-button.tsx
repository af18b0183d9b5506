import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useSession } from '../lib/session';
import { useUi } from '../lib/ui';

type TWriteButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/**
 * A button that writes (save, send, invite, upload). In preview mode (spec 3 §1) the screen is read-only but the
 * button stays: it opens the sign-up prompt instead of submitting, so the demo shows what a Pro team can do.
 */
export function WriteButton({ onClick, type, disabled, ...props }: TWriteButtonProps) {
  const { demo } = useSession();
  const ui = useUi();
  if (demo) return <Button {...props} type="button" loading={false} onClick={ui.openSignUp} data-demo-write="" />;
  return <Button {...props} type={type} disabled={disabled} onClick={onClick} />;
}
