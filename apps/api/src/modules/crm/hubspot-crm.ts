import { Client } from '@hubspot/api-client';
import { CrmUnavailableError, type TCrmProvider } from './crm-provider';

export type THubspotOptions = {
  clientId: string;
  clientSecret: string;
  /** HubSpot's API host; tests point it at a fake HubSpot on the loopback. */
  basePath?: string;
};

// Read contacts (the webhook's and the multi-use link's contact look-up); 'oauth' is HubSpot's mandatory scope.
const SCOPES = 'crm.objects.contacts.read oauth';

/** Retries and the rate limiter off: a failed call is answered at once with the spec's alert, not retried for minutes. */
const client = (o: THubspotOptions, accessToken?: string) => new Client({ accessToken, basePath: o.basePath, numberOfApiCallRetries: 0, limiterOptions: { maxConcurrent: 4 } });

const status = (err: unknown) => (typeof err === 'object' && err && 'code' in err && typeof err.code === 'number' ? err.code : null);

/** Any failure becomes CrmUnavailableError with HubSpot's status only: its bodies may echo tokens, so they are not kept. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new CrmUnavailableError(`HubSpot ${what} failed${status(err) ? ` (${status(err)})` : ''}.`);
  }
}

/** HubSpot through its official client (@hubspot/api-client): OAuth install, token exchange and revoke, contacts. */
export function createHubspotCrm(o: THubspotOptions): TCrmProvider {
  return {
    kind: 'hubspot',
    installUrl: ({ state, redirectUri }) => client(o).oauth.getAuthorizationUrl(o.clientId, redirectUri, SCOPES, undefined, state),
    async exchangeCode({ code, redirectUri }) {
      const tokens = await call('token exchange', () => client(o).oauth.tokensApi.create('authorization_code', code, redirectUri, o.clientId, o.clientSecret));
      const info = await call('token look-up', () => client(o).oauth.accessTokensApi.get(tokens.accessToken));
      return {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
        account: info.hubDomain ? `${info.hubDomain} (${info.hubId})` : String(info.hubId),
      };
    },
    async revoke({ refreshToken }) {
      if (refreshToken) await call('token revoke', () => client(o).oauth.refreshTokensApi.archive(refreshToken));
    },
    async findContact({ accessToken }, email) {
      try {
        const c = await client(o, accessToken).crm.contacts.basicApi.getById(email, ['email', 'firstname', 'lastname'], undefined, undefined, false, 'email');
        return { id: c.id, email: c.properties.email ?? email, firstName: c.properties.firstname ?? '', lastName: c.properties.lastname ?? '' };
      } catch (err) {
        if (status(err) === 404) return null;
        throw new CrmUnavailableError(`HubSpot contact look-up failed${status(err) ? ` (${status(err)})` : ''}.`);
      }
    },
  };
}
