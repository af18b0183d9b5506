import { Alert } from '../../../components/light/alert';
import { Button } from '../../../components/light/button';
import { Dialog } from '../../../components/light/dialog';

/** 'No, thanks' asks first (loaded when the recipient opens it). */
export function DeclineDialog({ teamName, pending, error, onDecline, onClose }: { teamName: string; pending: boolean; error: string | null; onDecline: () => void; onClose: () => void }) {
  return (
    <Dialog opened onClose={() => !pending && onClose()} title="Decline this gift?">
      <div className="l-stack l-stack-lg">
        <p className="l-small">{teamName} will be told that you would rather not receive this gift, and this link will stop working.</p>
        {error && <Alert>{error}</Alert>}
        <div className="l-actions">
          <Button variant="default" disabled={pending} onClick={onClose}>
            Keep my gift
          </Button>
          <Button variant="danger" loading={pending} onClick={onDecline}>
            Yes, decline
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
