import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionIcon } from '@mantine/core';
import { renderWithSession } from '../test/session';
import { WriteButton, useWriteGuard } from './write-button';

afterEach(cleanup);

function Triggers({ onWrite }: { onWrite: (what: string) => void }) {
  const guard = useWriteGuard();
  return (
    <>
      <WriteButton onClick={() => onWrite('button')}>Create</WriteButton>
      <ActionIcon aria-label="Settings" onClick={guard(() => onWrite('icon'))}>
        ⚙
      </ActionIcon>
    </>
  );
}

describe('write triggers', () => {
  it('run their action for a team', async () => {
    const onWrite = vi.fn();
    const { ui } = renderWithSession(<Triggers onWrite={onWrite} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onWrite.mock.calls).toEqual([['button'], ['icon']]);
    expect(ui.openSignUp).not.toHaveBeenCalled();
  });

  it('in the demo open the sign-up prompt instead, and the action (a form, a write) never runs', async () => {
    const onWrite = vi.fn();
    const { ui } = renderWithSession(<Triggers onWrite={onWrite} />, { demo: true });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onWrite).not.toHaveBeenCalled();
    expect(ui.openSignUp).toHaveBeenCalledTimes(2);
  });
});
