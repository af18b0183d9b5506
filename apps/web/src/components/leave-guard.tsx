import { useContext, useEffect } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { UNSAFE_DataRouterContext, useBlocker, type Location } from 'react-router';

export const LEAVE_TEXTS = { title: 'Leave this page?', stay: 'Stay on this page', leave: 'Leave anyway' } as const;
export const UNSAVED_TEXT = 'Your changes are not saved yet. If you leave this page, they will be lost.';

/** Another page, not the same one with another scroll position. */
export const isOtherPage = ({ currentLocation: a, nextLocation: b }: { currentLocation: Location; nextLocation: Location }) =>
  a.pathname !== b.pathname || a.search !== b.search || a.hash !== b.hash;

/** While `active`, the browser asks before a reload, a closed tab or another site. */
export function useBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

/** useBlocker needs a data router; component tests render screens in a plain MemoryRouter, where only the browser asks. */
export const useHasDataRouter = () => useContext(UNSAFE_DataRouterContext) !== null;

/**
 * A page with unsaved work (an editor): while `when`, leaving it (a reload, a closed tab, a link, Back) asks
 * first, with Stay on this page and Leave anyway. Only the browser's question in a plain router (component tests).
 */
export function UnsavedChangesGuard({ when, text = UNSAVED_TEXT }: { when: boolean; text?: string }) {
  useBeforeUnload(when);
  return useHasDataRouter() ? <AskBeforeRoute when={when} text={text} /> : null;
}

function AskBeforeRoute({ when, text }: { when: boolean; text: string }) {
  const blocker = useBlocker((args) => when && isOtherPage(args));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: LEAVE_TEXTS.title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: LEAVE_TEXTS.leave, cancel: LEAVE_TEXTS.stay },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    });
  }, [blocker, text]);
  return null;
}
