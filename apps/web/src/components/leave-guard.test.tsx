import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, makeQueryClient } from '../app/providers';
import { LEAVE_TEXTS, UNSAVED_TEXT, UnsavedChangesGuard } from './leave-guard';

afterEach(cleanup);

/** An editor page: its text is unsaved once typed. */
function Editor() {
  const [text, setText] = useState('');
  return (
    <>
      <UnsavedChangesGuard when={text !== ''} />
      <TextInput label="Body" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <Link to="/list">Resources</Link>
    </>
  );
}

const unloadIsStopped = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/list', element: <p>List page</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <Providers client={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('lets an untouched page go at once, with no question from the browser', async () => {
    const router = renderEditor();
    expect(unloadIsStopped()).toBe(false);
    await act(() => router.navigate('/list'));
    expect(await screen.findByText('List page')).toBeInTheDocument();
  });

  it('with unsaved text asks before another route (Stay keeps the text, Leave anyway goes) and before a reload', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Body'), 'Draft');
    expect(unloadIsStopped()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Resources' }));
    expect(await screen.findByText(UNSAVED_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
    await userEvent.click(screen.getByRole('button', { name: LEAVE_TEXTS.stay }));
    await waitFor(() => expect(screen.queryByText(UNSAVED_TEXT)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Body')).toHaveValue('Draft');

    await userEvent.click(screen.getByRole('link', { name: 'Resources' }));
    await userEvent.click(await screen.findByRole('button', { name: LEAVE_TEXTS.leave }));
    expect(await screen.findByText('List page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unloadIsStopped()).toBe(false);
  });
});
