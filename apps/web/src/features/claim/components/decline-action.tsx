import { useState } from 'react';
import { Alert } from '../../../components/light/alert';
import { Button } from '../../../components/light/button';
import { Dialog } from '../../../components/light/dialog';

/** 'No, thanks': asks first, then tells the sender (shown to them as OPTED-OUT). */
export function DeclineAction({ teamName, pending, error, onDecline, onOpen }: { teamName: string; pending: boolean; error: string | null; onDecline: () => void; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="l-center" style={{ marginTop: 16 }}>
        <Button
          variant="subtle"
          onClick={() => {
            onOpen();
            setOpen(true);
          }}
        >
          No, thanks
        </Button>
      </div>
      <Dialog opened={open} onClose={() => !pending && setOpen(false)} title="Decline this gift?">
        <div className="l-stack l-stack-lg">
          <p className="l-small">{teamName} will be told that you would rather not receive this gift, and this link will stop working.</p>
          {error && <Alert>{error}</Alert>}
          <div className="l-actions">
            <Button variant="default" disabled={pending} onClick={() => setOpen(false)}>
              Keep my gift
            </Button>
            <Button variant="danger" loading={pending} onClick={onDecline}>
              Yes, decline
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
