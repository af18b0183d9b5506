import type { TConfig } from '../../config';
import type { Db } from '../../db/client';
import type { TClock } from '../../lib/clock';
import type { TPaymentGateway } from './gateway';
import { createSandboxGateway, parseSandboxFault } from './sandbox-gateway';
import { createStripeGateway } from './stripe-gateway';

/** Stripe when both keys are set, else the sandbox (default). */
export function createGateway(config: TConfig, db: Db, clock: TClock): TPaymentGateway {
  if (config.stripeSecretKey && config.stripePublishableKey)
    return createStripeGateway({ secretKey: config.stripeSecretKey, publishableKey: config.stripePublishableKey });
  return createSandboxGateway({ db, clock, fault: parseSandboxFault(config.sandboxGatewayFault) });
}
