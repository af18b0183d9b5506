import { ClaimFrame } from './claim-frame';
import { UnknownLinkScreen } from './outcome-screens';

/** Any other /pick-a-gift path: a clear page rather than the portal. */
export function UnknownLinkPage() {
  return (
    <ClaimFrame>
      <UnknownLinkScreen />
    </ClaimFrame>
  );
}
