import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import type { TDeps } from '../deps';

/** Config whose public address is decided: what link-building code (views, e-mails) reads. */
export type TLinkConfig = TConfig & { publicUrl: string };
/** Deps for a service that builds links or e-mails: made per request by forRequest, or withDefaultLinks outside one. */
export type TLinkDeps = Omit<TDeps, 'config'> & { config: TLinkConfig };

/** The address used when nothing better is known (no PUBLIC_URL, no request): what `npm start` prints. */
export const defaultPublicUrl = (config: Pick<TConfig, 'publicUrl' | 'port'>) => config.publicUrl ?? `http://localhost:${config.port}`;

/** Names this machine answers to: loopback, its host name and the addresses of its interfaces. */
function localHostnames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', '[::1]', os.hostname().toLowerCase()]);
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) names.add(a.family === 'IPv6' ? `[${a.address.toLowerCase()}]` : a.address);
  return names;
}
let local: Set<string> | undefined;

/** Whether a Host header names this machine (so a link built from it cannot point anywhere else). */
export function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  local ??= localHostnames();
  return local.has(name) || name.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/**
 * The public address for links made while answering `req`: PUBLIC_URL when set; otherwise the address the portal
 * was opened at (this request's scheme and Host), but only when that Host names this machine. A Host header is the
 * client's to choose, and a password-reset link built from a foreign one would hand the token to that host.
 */
export function publicUrlOf(config: Pick<TConfig, 'publicUrl' | 'port'>, req: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = req.host;
  if (host && /^[A-Za-z0-9.\-[\]:]+$/.test(host) && isLocalHost(host)) return `${req.protocol}://${host}`;
  return defaultPublicUrl(config);
}

/** Deps for one request's links and e-mails. */
export function forRequest(deps: TDeps, req: Pick<FastifyRequest, 'protocol' | 'host'>): TLinkDeps {
  return { ...deps, config: { ...deps.config, publicUrl: publicUrlOf(deps.config, req) } };
}

/** Deps for links made outside a request (background jobs, the seed): PUBLIC_URL or the printed default. */
export function withDefaultLinks(deps: TDeps): TLinkDeps {
  return { ...deps, config: { ...deps.config, publicUrl: defaultPublicUrl(deps.config) } };
}
