import type { TCrmProviderKind } from '@gifthub/shared/crm';

/**
 * The CRM as the rest of the API sees it: an OAuth install (the browser goes to installUrl and comes back to our
 * return route with a code), the tokens that code buys, and a contact look-up. Two adapters: the sandbox (default,
 * no network: its install URL comes straight back to us) and HubSpot (its official client), chosen by configuration.
 */
export type TCrmTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** The CRM account the tokens open (HubSpot's portal id). */
  account: string | null;
};

export type TCrmContact = { id: string; email: string; firstName: string; lastName: string };

export type TCrmProvider = {
  kind: TCrmProviderKind;
  /** Where Connect sends the browser; state comes back with the code to our redirectUri. */
  installUrl(p: { state: string; redirectUri: string }): string;
  /** The code of a return, exchanged for tokens. */
  exchangeCode(p: { code: string; redirectUri: string }): Promise<TCrmTokens>;
  /** Gives the tokens up at the CRM (disconnect); the connection is forgotten here whatever it answers. */
  revoke(tokens: Pick<TCrmTokens, 'accessToken' | 'refreshToken'>): Promise<void>;
  findContact(tokens: Pick<TCrmTokens, 'accessToken'>, email: string): Promise<TCrmContact | null>;
};

/** The CRM could not be reached or refused: the caller answers with the spec's alert. */
export class CrmUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrmUnavailableError';
  }
}
