import { useEffect } from 'react';
import { ClaimFrame } from './claim-frame';
import { UnknownLinkScreen } from './outcome-screens';

/** Any other /pick-a-gift path: a clear page rather than the portal. */
export function UnknownLinkPage() {
  useEffect(() => {
    document.title = 'Gift link not found';
  }, []);
  return (
    <ClaimFrame>
      <UnknownLinkScreen />
    </ClaimFrame>
  );
}
