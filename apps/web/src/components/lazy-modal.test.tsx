import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal, TextInput } from '@mantine/core';
import { Providers, makeQueryClient } from '../app/providers';
import { lazyModal } from './lazy-modal';

afterEach(cleanup);

type TNoteProps = { opened: boolean; onClose: () => void };

function NoteModal({ opened, onClose }: TNoteProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Note">
      <TextInput label="Text" />
    </Modal>
  );
}

function Harness({ Note }: { Note: ComponentType<TNoteProps> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <Note opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('lazyModal', () => {
  it('imports the modal when it first opens, then opens and closes it as the modal itself', async () => {
    const load = vi.fn(async () => NoteModal);
    const Note = lazyModal(load);
    render(
      <Providers client={makeQueryClient()}>
        <Harness Note={Note} />
      </Providers>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(screen.getByLabelText('Text')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
