import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Text, type ModalProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from 'react-router';
import { SHAKE_MS } from '@gifthub/shared/constants';
import { isOtherPage, LEAVE_TEXTS, useBeforeUnload, useHasDataRouter } from './leave-guard';

/**
 * A modal that cannot lose what is inside it. Its content says, with useModalGuard, whether it is locked
 * (money is moving: no close button, Esc and a click outside only shake it, and leaving the page or the route
 * asks first) or dirty (a form with entered data: Esc, the close button and a click outside ask before
 * discarding it). An untouched form closes at once. Multi-step forms and payment screens use it; a modal
 * opened inside it (a card form inside a checkout) takes Esc for itself.
 */
export const DISCARD_TEXTS = {
  title: 'Discard your changes?',
  body: 'What you entered in this form will be lost.',
  confirm: 'Discard',
  cancel: 'Keep editing',
} as const;

type TGuard = { setLocked: (on: boolean) => void; setDirty: (on: boolean) => void; childOpened: (delta: 1 | -1) => void };
const GuardContext = createContext<TGuard | null>(null);

/** The content's side: locked while money moves, dirty while a form holds entered data. Both end with the content. */
export function useModalGuard({ locked = false, dirty = false }: { locked?: boolean; dirty?: boolean }) {
  const guard = useContext(GuardContext);
  useEffect(() => {
    if (!guard || !locked) return;
    guard.setLocked(true);
    return () => guard.setLocked(false);
  }, [guard, locked]);
  useEffect(() => {
    if (!guard || !dirty) return;
    guard.setDirty(true);
    return () => guard.setDirty(false);
  }, [guard, dirty]);
}

export type TGuardedModalProps = ModalProps & {
  /** Shown when the person tries to leave the route while the modal is locked. */
  leaveText?: string;
};

export function GuardedModal({
  opened,
  onClose,
  withCloseButton = true,
  closeOnEscape = true,
  closeOnClickOutside = true,
  leaveText = 'This is still in progress. If you leave now, you may not see how it ends.',
  children,
  ...props
}: TGuardedModalProps) {
  const [locked, setLocked] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [inner, setInner] = useState(0);
  const guard = useMemo<TGuard>(() => ({ setLocked, setDirty, childOpened: (d) => setInner((n) => Math.max(0, n + d)) }), []);

  // Opened inside another guarded modal: that one leaves Esc to this one (Mantine listens for Esc on the window).
  const outer = useContext(GuardContext);
  useEffect(() => {
    if (!outer || !opened) return;
    outer.childOpened(1);
    return () => outer.childOpened(-1);
  }, [outer, opened]);

  // A locked modal shakes when someone tries to close it, saying it cannot close yet; the animation lasts SHAKE_MS.
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  const confirming = useRef(false);
  const requestClose = useCallback(() => {
    if (locked) {
      setShaking(true);
      return;
    }
    if (confirming.current) return;
    if (!dirty) return onClose();
    confirming.current = true;
    modals.openConfirmModal({
      title: DISCARD_TEXTS.title,
      children: <Text size="sm">{DISCARD_TEXTS.body}</Text>,
      labels: { confirm: DISCARD_TEXTS.confirm, cancel: DISCARD_TEXTS.cancel },
      confirmProps: { color: 'red' },
      onConfirm: onClose,
      // After the key event that closed it has reached this modal too: that Esc must not ask again.
      onClose: () => setTimeout(() => (confirming.current = false), 0),
    });
  }, [locked, dirty, onClose]);

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      withCloseButton={withCloseButton && !locked}
      closeOnEscape={closeOnEscape && inner === 0}
      closeOnClickOutside={closeOnClickOutside}
      {...props}
      className={shaking ? `${props.className ?? ''} gh-shake`.trim() : props.className}
      data-shaking={shaking || undefined}
    >
      <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>
      {opened && locked && <LeaveGuard text={leaveText} />}
    </Modal>
  );
}

/** While locked: the browser asks before a reload or a closed tab, and the router before another route. */
function LeaveGuard({ text }: { text: string }) {
  useBeforeUnload(true);
  return useHasDataRouter() ? <RouteBlock text={text} /> : null;
}

function RouteBlock({ text }: { text: string }) {
  const blocker = useBlocker(isOtherPage);
  if (blocker.state !== 'blocked') return null;
  return (
    <Alert color="yellow" title={LEAVE_TEXTS.title} mt="md" data-testid="leave-guard">
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {LEAVE_TEXTS.stay}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {LEAVE_TEXTS.leave}
        </Button>
      </Group>
    </Alert>
  );
}
