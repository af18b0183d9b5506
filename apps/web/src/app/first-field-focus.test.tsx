import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal, Text, TextInput } from '@mantine/core';
import { Providers, makeQueryClient } from './providers';

afterEach(cleanup);

function renderModal(body: React.ReactNode) {
  render(
    <Providers client={makeQueryClient()}>
      <Modal opened onClose={() => {}} title="A form">
        {body}
      </Modal>
    </Providers>,
  );
}

describe('every modal (theme defaults)', () => {
  it('names its close button "Close" and puts the focus on the first field, not on the close button', async () => {
    renderModal(
      <>
        <Text>Intro</Text>
        <TextInput label="First" />
        <TextInput label="Second" />
      </>,
    );
    // The modal's own close button (a notification left by an earlier file's delayed alert has one too).
    const close = await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Close' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus());
    // Shift+Tab from the first field still reaches the close button.
    await userEvent.setup({ delay: null }).tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('leaves the focus on the close button when the modal has no field', async () => {
    renderModal(<Text>Nothing to fill in</Text>);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('a modal with an explicit data-autofocus keeps it', async () => {
    renderModal(
      <>
        <TextInput label="First" />
        <Button data-autofocus>Go</Button>
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus());
  });
});
