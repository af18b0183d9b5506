import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Box, Button, Group, Input, Stack } from '@mantine/core';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { TCardFormProps } from './card-form-props';

/** Stripe mode: the card element is Stripe's own iframe, so card details go to Stripe only. */
export function StripeCardForm(props: TCardFormProps) {
  const { publicKey, onGatewayDown } = props;
  const stripePromise = useMemo(() => loadStripe(publicKey).catch(() => null), [publicKey]);
  useEffect(() => {
    let live = true;
    void stripePromise.then((s) => {
      if (live && !s) onGatewayDown();
    });
    return () => {
      live = false;
    };
  }, [stripePromise, onGatewayDown]);
  return (
    <Elements stripe={stripePromise}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ clientSecret, busy, error, onStart, onConfirmed, onFailed, onCancel }: TCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const labelId = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onStart();
    const res = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    if (res.error) onFailed(res.error.message);
    else if (res.setupIntent.status === 'requires_payment_method') onFailed();
    else onConfirmed(res.setupIntent.id);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="stripe-card-form">
      <Stack gap="sm">
        {error && (
          <Alert color="red" data-testid="card-error">
            {error}
          </Alert>
        )}
        <div role="group" aria-labelledby={labelId}>
          <Input.Label id={labelId} required>
            Card details
          </Input.Label>
          <Box p="sm" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}>
            <CardElement options={{ hidePostalCode: true, disabled: busy }} onChange={(ev) => setComplete(ev.complete)} />
          </Box>
        </div>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            CANCEL
          </Button>
          <Button type="submit" loading={busy} disabled={!stripe || !complete}>
            ADD PAYMENT CARD
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
