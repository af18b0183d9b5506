import type { TConfig } from '../../config';
import type { TCrmProvider } from './crm-provider';
import { createHubspotCrm } from './hubspot-crm';
import { createSandboxCrm } from './sandbox-crm';

/** HubSpot when CRM_PROVIDER=hubspot (with HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET); the sandbox otherwise (default). */
export function createCrmProvider(config: TConfig): TCrmProvider {
  if (config.crmProvider !== 'hubspot') return createSandboxCrm();
  // Asked for HubSpot without its app's keys: a start-up error, not a silent sandbox.
  if (!config.hubspotClientId || !config.hubspotClientSecret) throw new Error('CRM_PROVIDER=hubspot needs HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET.');
  return createHubspotCrm({ clientId: config.hubspotClientId, clientSecret: config.hubspotClientSecret });
}
