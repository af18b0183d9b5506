/** What the modal gives either card form (sandbox fields or Stripe Elements). */
export type TCardFormProps = {
  publicKey: string;
  clientSecret: string;
  busy: boolean;
  /** The last failure, shown above the fields. */
  error: string | null;
  onStart: () => void;
  /** The gateway confirmed the setup intent; the portal then records the card. */
  onConfirmed: (setupIntentId: string) => void;
  /** Declined or invalid: back to the form with the gateway's message (or the spec's default). */
  onFailed: (message?: string) => void;
  /** The gateway's script could not be loaded. */
  onGatewayDown: () => void;
  onCancel: () => void;
};
