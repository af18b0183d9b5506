import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { billingTexts, type TPaymentCard, type TSetupIntent } from '@gifthub/shared/billing';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { cardsQuery } from '../api/get-cards';
import { preferNewCard } from '../api/make-card-preferred';
import { createSetupIntent, saveCard } from '../api/set-up-card';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's libraries load only when the gateway is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

export type TCardModalScreen = 'loading' | 'form' | 'processing' | 'error' | 'final';

/**
 * New Payment Card modal (spec 1 §2, §4, §8): screens loading, form, processing, error, final.
 * succeeded → saved, list refreshed, marked preferred; processing → the processing note;
 * requires_payment_method or a gateway error → back to the form with the message. While the gateway
 * confirms the card (3-D Secure included) the modal cannot be closed, nor the page left unasked.
 */
export function NewPaymentCardModal({ opened, onClose, onSaved }: { opened: boolean; onClose: () => void; onSaved?: (card: TPaymentCard) => void }) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title="New Payment Card"
      closeOnClickOutside={false}
      leaveText="Your card is being checked. If you leave now, it may not be saved."
    >
      {opened && <CardSetupFlow onClose={onClose} onSaved={onSaved} />}
    </GuardedModal>
  );
}

function CardSetupFlow({ onClose, onSaved }: { onClose: () => void; onSaved?: (card: TPaymentCard) => void }) {
  const { teamId } = useSession();
  const qc = useQueryClient();
  const [screen, setScreen] = useState<TCardModalScreen>('loading');
  const [intent, setIntent] = useState<TSetupIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [final, setFinal] = useState<'saved' | 'processing'>('saved');
  useModalGuard({ locked: screen === 'processing' });

  useEffect(() => {
    let live = true;
    createSetupIntent(teamId).then(
      (si) => {
        if (!live) return;
        setIntent(si);
        setScreen('form');
      },
      () => live && setScreen('error'),
    );
    return () => {
      live = false;
    };
  }, [teamId]);

  const gatewayDown = useCallback(() => setScreen('error'), []);
  const failed = (message?: string) => {
    setError(message || billingTexts.cardFailed);
    setScreen('form');
  };

  const confirmed = async (setupIntentId: string) => {
    try {
      const res = await saveCard(teamId, setupIntentId);
      if (res.status === 'requires_payment_method') return failed(res.message ?? undefined);
      let card = res.status === 'succeeded' ? res.card : null;
      // A newly added card becomes the preferred one (spec 1 §4).
      if (card && !card.preferred) {
        const saved = card;
        card = await preferNewCard(teamId, saved.id).catch(() => saved);
      }
      // Refresh the list first, so a picker that selects the new card finds it there.
      await qc.invalidateQueries({ queryKey: cardsQuery(teamId).queryKey });
      if (card) onSaved?.(card);
      setFinal(res.status === 'processing' ? 'processing' : 'saved');
      setScreen('final');
    } catch (e) {
      failed(e instanceof ApiError ? e.message : undefined);
    }
  };

  if (screen === 'loading')
    return (
      <Center py="xl" data-testid="card-modal-loading">
        <Loader aria-label="Loading" />
      </Center>
    );

  if (screen === 'error')
    return (
      <Stack data-testid="card-modal-error">
        <Alert color="red">{billingTexts.gatewayDown}</Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CLOSE
          </Button>
        </Group>
      </Stack>
    );

  if (screen === 'final')
    return (
      <Stack align="center" ta="center" data-testid="card-modal-final">
        {final === 'saved' ? <IconCircleCheck size={48} color="var(--mantine-color-green-6)" /> : <IconClockHour4 size={48} color="var(--mantine-color-blue-6)" />}
        <Text>{final === 'saved' ? billingTexts.cardSaved : billingTexts.cardProcessing}</Text>
        <Button onClick={onClose}>CLOSE</Button>
      </Stack>
    );

  const props = {
    publicKey: intent!.publicKey,
    clientSecret: intent!.clientSecret,
    busy: screen === 'processing',
    error,
    onStart: () => {
      setError(null);
      setScreen('processing');
    },
    onConfirmed: (id: string) => void confirmed(id),
    onFailed: failed,
    onGatewayDown: gatewayDown,
    onCancel: onClose,
  };

  // The form stays mounted while processing: Stripe needs its element alive until confirmCardSetup ends.
  // React events bubble through the portal: the card form's submit must not also submit a checkout form
  // this modal is opened from (the gift flow would take the payment with the card already chosen).
  return (
    <div style={{ position: 'relative' }} data-testid="card-modal-form" data-screen={screen} onSubmit={(e) => e.stopPropagation()}>
      <LoadingOverlay visible={screen === 'processing'} loaderProps={{
          children: (
            <Stack align="center" gap="xs">
              <Loader />
              <Text size="sm">Processing…</Text>
            </Stack>
          ),
        }} />
      {intent!.gateway === 'stripe' ? (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <StripeCardForm {...props} />
        </Suspense>
      ) : (
        <SandboxCardForm {...props} />
      )}
    </div>
  );
}
