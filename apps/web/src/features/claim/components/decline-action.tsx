import { useState } from 'react';
import { Button } from '../../../components/light/button';
import { lazyPart } from './lazy-part';

const declineDialogPart = lazyPart(() => import('./decline-dialog').then((m) => m.DeclineDialog));

/** 'No, thanks': asks first (the dialog loads when opened), then tells the sender (shown to them as OPTED-OUT). */
export function DeclineAction({ teamName, pending, error, onDecline, onOpen }: { teamName: string; pending: boolean; error: string | null; onDecline: () => void; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="l-center" style={{ marginTop: 16 }}>
        <Button
          variant="subtle"
          onClick={() => {
            onOpen();
            void declineDialogPart.preload();
            setOpen(true);
          }}
        >
          No, thanks
        </Button>
      </div>
      {open && <declineDialogPart.Part teamName={teamName} pending={pending} error={error} onDecline={onDecline} onClose={() => setOpen(false)} fallback={null} />}
    </>
  );
}
