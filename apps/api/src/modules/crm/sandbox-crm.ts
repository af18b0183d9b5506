import { randomSecret } from '../../lib/secrets';
import { CrmUnavailableError, type TCrmContact, type TCrmProvider } from './crm-provider';

/**
 * The built-in CRM (default; no network): its install URL returns straight to our OAuth return route with a code,
 * as HubSpot would after the user approves. A code starting 'sandbox-fail' is refused (a test hook); contacts are
 * made up from the e-mail.
 */
export function createSandboxCrm(): TCrmProvider {
  return {
    kind: 'sandbox',
    installUrl: ({ state, redirectUri }) => `${redirectUri}?${new URLSearchParams({ code: `sandbox-${randomSecret(12)}`, state })}`,
    async exchangeCode({ code }) {
      if (!code.startsWith('sandbox-') || code.startsWith('sandbox-fail')) throw new CrmUnavailableError('The sandbox CRM refused the code.');
      return { accessToken: `sandbox-access-${randomSecret(16)}`, refreshToken: `sandbox-refresh-${randomSecret(16)}`, expiresAt: null, account: 'Sandbox CRM' };
    },
    async revoke() {},
    async findContact(_tokens, email): Promise<TCrmContact | null> {
      const local = email.split('@')[0] ?? '';
      const [first = '', last = ''] = local.split(/[._-]/);
      const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
      return { id: `sandbox-${local}`, email, firstName: cap(first), lastName: cap(last) };
    },
  };
}
