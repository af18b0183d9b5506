import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config';
import type { Db } from './db/client';
import type { TClock } from './lib/clock';
import type { TMailer } from './modules/mail/mail.service';
import type { TPaymentGateway } from './modules/payments/gateway';
import type { TVoucherProvider } from './modules/registrations/voucher-provider';

/** What buildApp wires into every service call: plain values, no container. */
export type TDeps = { db: Db; mailer: TMailer; clock: TClock; config: TConfig; log: FastifyBaseLogger; gateway: TPaymentGateway; vouchers: TVoucherProvider };
