import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { randomSecret } from './lib/secrets';
import { DEFAULT_PRODUCT_NAME } from '@gifthub/shared/constants';

export type TConfig = {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  tokenKey: string;
  tokenTtlSeconds: number;
  /**
   * PUBLIC_URL: the address every link, e-mail and page uses. Unset, each request's links use the address the
   * portal was opened at (lib/public-url.ts), so a service reads it from TLinkDeps, never from here directly.
   */
  publicUrl: string | undefined;
  productName: string;
  smtpUrl?: string;
  mailFrom: string;
  staffEmail: string;
  webDist?: string;
  seed: boolean;
  logLevel: string;
  /** Both set: card payments go to Stripe; otherwise to the sandbox gateway. */
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  /** Sandbox test hook, e.g. 'timeout' or 'error:confirmPaymentIntent' (see sandbox-gateway.ts). */
  sandboxGatewayFault?: string;
  /** CRM_PROVIDER=hubspot with HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET: HubSpot; otherwise the sandbox CRM. */
  crmProvider: 'sandbox' | 'hubspot';
  hubspotClientId?: string;
  hubspotClientSecret?: string;
  /** STORAGE=s3 with S3_BUCKET: uploaded files in an S3-compatible store (storage/s3-storage.ts); otherwise data/uploads. */
  storage: TStorageConfig;
  /** WEBHOOKS_ALLOW_PRIVATE_NETWORK=1: webhook endpoints may be private or loopback addresses (tests, local development). */
  webhooksAllowPrivateNetwork: boolean;
  /**
   * TRUST_PROXY: which proxies in front of the app may say who the client is (X-Forwarded-For): a hop count, or their
   * addresses and CIDR ranges. Unset (false), req.ip is the socket's address and the header is ignored.
   */
  trustProxy: TTrustProxy;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; unset, /metrics answers 404. */
  metricsToken?: string;
  /** MIGRATE_ON_START=false: the process never migrates nor seeds; it waits, not ready, until `npm run migrate` has run. */
  migrateOnStart: boolean;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM/SIGINT, how long requests are still answered while /ready says draining. */
  shutdownDrainMs: number;
};

/** Where uploaded files live. The keys are secrets: never logged (lib/log-redaction.ts never sees config). */
export type TStorageConfig =
  | { kind: 'local' }
  | { kind: 's3'; bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };

function storageConfig(env: NodeJS.ProcessEnv): TStorageConfig {
  if (env.STORAGE !== 's3') return { kind: 'local' };
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // Most self-hosted S3-compatible stores (MinIO, Ceph, s3rver) want path-style addresses.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1' : Boolean(env.S3_ENDPOINT),
  };
}

// PGlite is one process on its own data folder: no load balancer has another to send traffic to, so no drain.
function shutdownDrainMs(env: NodeJS.ProcessEnv): number {
  const raw = env.SHUTDOWN_DRAIN_MS?.trim() || (/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '') ? '10000' : '0');
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(ms)) throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, not "${raw}"`);
  return ms;
}

/** What Fastify's trustProxy is given: false, a hop count, or the proxies' addresses and ranges. */
export type TTrustProxy = false | number | string[];

// proxy-addr's names for whole ranges, which Fastify accepts beside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const validProxyAddress = (v: string) =>
  PROXY_RANGE_NAMES.has(v) || ipaddr.IPv4.isValidFourPartDecimal(v) || ipaddr.IPv6.isValid(v) ||
  ((ipaddr.IPv4.isValidCIDRFourPartDecimal(v) || ipaddr.IPv6.isValidCIDR(v)) && ipaddr.parseCIDR(v)[1] > 0);

/**
 * TRUST_PROXY: a whole number is how many proxies stand in front of the app (1: one nginx or load balancer; the
 * client is the address that hop saw, whatever the client wrote in X-Forwarded-For itself); otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges. Trusting every address would let any client name
 * its own address and dodge the per-address limits, so `true`, `all`, `*` and /0 ranges are refused at start.
 */
export function trustProxyConfig(raw: string | undefined): TTrustProxy {
  const value = (raw ?? '').trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops)) throw new Error(`TRUST_PROXY must be a hop count or proxy addresses, not "${raw}"`);
    return hops === 0 ? false : hops;
  }
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
  const bad = parts.filter((p) => !validProxyAddress(p));
  if (bad.length) {
    throw new Error(
      `TRUST_PROXY must be the number of proxy hops in front of the app (e.g. 1) or their addresses and CIDR ranges ` +
        `(e.g. 10.0.0.5,10.1.0.0/16); "${bad.join('", "')}" is not one. Trusting every address is refused: a client could then set its own address.`,
    );
  }
  return parts;
}

/** Fastify's trustProxy for a TTrustProxy: a hop count as the function proxy-addr makes of one (Fastify's types take no number). */
export const proxyTrust = (trust: TTrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** Reads the environment once; tests build their own TConfig with testConfig(). */
export function loadConfig(env = process.env): TConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'pglite'),
    dataDir,
    tokenKey: env.TOKEN_KEY ?? '',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 60 * 60),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    productName: env.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Gifthub <no-reply@gifthub.test>',
    staffEmail: env.STAFF_EMAIL ?? 'support@gifthub.test',
    webDist: env.WEB_DIST,
    seed: env.SEED !== 'none',
    logLevel: env.LOG_LEVEL ?? 'info',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    sandboxGatewayFault: env.SANDBOX_GATEWAY_FAULT || undefined,
    crmProvider: env.CRM_PROVIDER === 'hubspot' ? 'hubspot' : 'sandbox',
    hubspotClientId: env.HUBSPOT_CLIENT_ID || undefined,
    hubspotClientSecret: env.HUBSPOT_CLIENT_SECRET || undefined,
    storage: storageConfig(env),
    webhooksAllowPrivateNetwork: env.WEBHOOKS_ALLOW_PRIVATE_NETWORK === '1',
    trustProxy: trustProxyConfig(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || undefined,
    migrateOnStart: !['false', '0', 'no'].includes((env.MIGRATE_ON_START ?? '').trim().toLowerCase()),
    shutdownDrainMs: shutdownDrainMs(env),
  };
}

export const testConfig = (over: Partial<TConfig> = {}): TConfig => ({
  ...loadConfig({ DATA_DIR: path.join(process.cwd(), '.test-data') }),
  tokenKey: randomSecret(),
  logLevel: 'silent',
  seed: false,
  publicUrl: 'http://gifthub.test',
  webhooksAllowPrivateNetwork: true,
  ...over,
});
