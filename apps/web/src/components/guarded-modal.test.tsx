import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, TextInput } from '@mantine/core';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, makeQueryClient } from '../app/providers';
import { DISCARD_TEXTS, GuardedModal, useModalGuard } from './guarded-modal';
import { LEAVE_TEXTS } from './leave-guard';

afterEach(cleanup);

/** A form whose entered text makes it dirty, and a Pay button that locks it until Done. */
function Form({ onClose }: { onClose?: () => void }) {
  const [name, setName] = useState('');
  const [paying, setPaying] = useState(false);
  useModalGuard({ locked: paying, dirty: name !== '' });
  return (
    <>
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Button onClick={() => setPaying(!paying)}>{paying ? 'Done' : 'Pay'}</Button>
      {onClose && <Button onClick={onClose}>Cancel</Button>}
    </>
  );
}

function Harness({ onClose, closeOnClickOutside }: { onClose: () => void; closeOnClickOutside?: boolean }) {
  return (
    <GuardedModal opened onClose={onClose} title="Guarded" closeOnClickOutside={closeOnClickOutside}>
      <Form />
    </GuardedModal>
  );
}

const renderIn = (ui: React.ReactNode) => render(<Providers client={makeQueryClient()}>{ui}</Providers>);
const dialog = (name = 'Guarded') => screen.getByRole('dialog', { name });
const closeButton = () => dialog().parentElement!.querySelector<HTMLButtonElement>('.mantine-Modal-close');
const esc = () => userEvent.keyboard('{Escape}');

describe('GuardedModal', () => {
  it('an untouched form closes at once: Esc, the close button, a click outside', async () => {
    const onClose = vi.fn();
    renderIn(<Harness onClose={onClose} />);
    await esc();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(closeButton()!);
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(document.querySelector<HTMLElement>('.mantine-Modal-overlay')!);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(DISCARD_TEXTS.title)).not.toBeInTheDocument();
  });

  it('a form with entered data asks before it is discarded; Keep editing keeps it, Discard closes', async () => {
    const onClose = vi.fn();
    renderIn(<Harness onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');

    await esc();
    expect(await screen.findByText(DISCARD_TEXTS.title)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: DISCARD_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByText(DISCARD_TEXTS.title)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Ann');

    // Esc on the question closes the question only: it does not ask again, nor close the form.
    await userEvent.click(closeButton()!);
    expect(await screen.findByText(DISCARD_TEXTS.title)).toBeInTheDocument();
    await esc();
    await waitFor(() => expect(screen.queryByText(DISCARD_TEXTS.title)).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(DISCARD_TEXTS.title)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(document.querySelector<HTMLElement>('.mantine-Modal-overlay')!);
    await userEvent.click(await screen.findByRole('button', { name: DISCARD_TEXTS.confirm }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while locked there is no close button, and Esc and a click outside do nothing; the browser asks before leaving', async () => {
    const onClose = vi.fn();
    renderIn(<Harness onClose={onClose} />);
    const unload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(closeButton()).toBeNull();
    const root = () => dialog().closest('.mantine-Modal-root');
    expect(root()).not.toHaveClass('gh-shake');
    await esc();
    // Trying to close it shakes it instead (for SHAKE_MS: app.css animates it).
    expect(root()).toHaveClass('gh-shake');
    await userEvent.click(document.querySelector<HTMLElement>('.mantine-Modal-overlay')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(DISCARD_TEXTS.title)).not.toBeInTheDocument();
    expect(unload()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(closeButton()).not.toBeNull();
    expect(unload()).toBe(false);
    await esc();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a guarded modal opened inside another takes Esc for itself', async () => {
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <GuardedModal opened onClose={outerClose} title="Outer">
          <GuardedModal opened={inner} onClose={() => setInner(false)} title="Inner">
            <Form />
          </GuardedModal>
        </GuardedModal>
      );
    }
    renderIn(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // The inner one is locked: Esc closes neither.
    await esc();
    expect(dialog('Inner')).toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await esc();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
    expect(outerClose).not.toHaveBeenCalled();
    await esc();
    expect(outerClose).toHaveBeenCalledTimes(1);
  });

  it('while locked, moving to another route asks first: Stay keeps the page, Leave anyway goes', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/billing',
          element: (
            <>
              <Link to="/dashboard">Dashboard</Link>
              <Harness onClose={() => {}} />
            </>
          ),
        },
        { path: '/dashboard', element: <p>Dashboard page</p> },
      ],
      { initialEntries: ['/billing'] },
    );
    renderIn(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await act(() => router.navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/billing');
    expect(await screen.findByText(LEAVE_TEXTS.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: LEAVE_TEXTS.stay }));
    expect(router.state.location.pathname).toBe('/billing');
    expect(screen.queryByText(LEAVE_TEXTS.title)).not.toBeInTheDocument();

    await act(() => router.navigate('/dashboard'));
    await userEvent.click(await screen.findByRole('button', { name: LEAVE_TEXTS.leave }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
