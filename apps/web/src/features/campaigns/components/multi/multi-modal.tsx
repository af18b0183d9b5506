import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { BULK_TITLES, type TBulkReport } from '@gifthub/shared/campaign-batches';
import type { TBulkKind } from '@gifthub/shared/campaign-csv';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { texts } from '@gifthub/shared/messages';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useBulkUpload } from '../../api/bulk-upload';
import { BatchLink } from './batch-link';
import { CsvInstructionsModal } from './csv-instructions-modal';
import { emptyMultiValues, multiErrors, multiFields, MultiForm, type TMultiValues } from './multi-form';
import { MultiProgress, MultiReport } from './multi-report';

/** Adding to an existing list (List Detail's Add More Leads / Add More To This List). */
export type TMultiTarget = { kind: TBulkKind; batch?: { shared_secret: string; label: string } };

/**
 * The multi modal (spec 1 §2): Select & Send - Multiple Recipients or Create A New Invitation - Multiple. Screens:
 * the form (CSV, List Label, Gift Box Option for send, card, e-mail, message), the check (the dry run's rows,
 * errors by line and field, and total), the progress while the rows are written, and the details screen.
 */
export function MultiModal({ campaign, target, onClose, onTypeEmails }: { campaign: TCampaign; target: TMultiTarget | null; onClose: () => void; onTypeEmails?: () => void }) {
  return (
    <GuardedModal opened={target !== null} onClose={onClose} size="xl" title={<Text fw={700}>{target ? BULK_TITLES[target.kind] : ''}</Text>} closeOnClickOutside={false}>
      {target && <MultiFlow key={`${target.kind}-${target.batch?.shared_secret ?? ''}`} campaign={campaign} target={target} onClose={onClose} onTypeEmails={onTypeEmails} />}
    </GuardedModal>
  );
}

type TScreen = 'form' | 'check' | 'creating' | 'details';

function MultiFlow({ campaign, target, onClose, onTypeEmails }: { campaign: TCampaign; target: TMultiTarget; onClose: () => void; onTypeEmails?: () => void }) {
  const { kind, batch } = target;
  const session = useSession();
  const canUse = session.can('use-balance');
  const [values, setValues] = useState<TMultiValues>(() => emptyMultiValues(batch?.label));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [screen, setScreen] = useState<TScreen>('form');
  const [report, setReport] = useState<TBulkReport | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [instructions, setInstructions] = useState(false);
  // One Idempotency-Key per attempt: a retry after a lost answer is the same upload.
  const attempt = useRef<string | null>(null);
  const upload = useBulkUpload(campaign.id);
  useModalGuard({ locked: screen === 'creating', dirty: screen !== 'details' && values.file !== null });

  const set = <K extends keyof TMultiValues>(k: K, v: TMultiValues[K]) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    setErrors((prev) => ({ ...prev, [k]: '' }));
    if (k === 'file') attempt.current = null;
  };
  const input = () => ({ kind, file: values.file!, fields: multiFields(kind, values, batch?.shared_secret ?? null) });
  const failed = (e: unknown) => {
    setServerError(e instanceof ApiError ? e.message : 'The file could not be sent. Please try again.');
    if (e instanceof ApiError) setErrors(Object.fromEntries(Object.entries(e.fieldErrors()).filter(([k]) => k !== 'file' || screen === 'form')));
  };

  const check = async () => {
    const found = multiErrors(kind, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    try {
      setReport(await upload.mutateAsync({ input: input(), dryRun: true }));
      setScreen('check');
    } catch (e) {
      failed(e);
    }
  };
  const create = async () => {
    setServerError(null);
    attempt.current ??= crypto.randomUUID();
    setScreen('creating');
    try {
      setReport(await upload.mutateAsync({ input: input(), dryRun: false, key: attempt.current }));
      attempt.current = null;
      setScreen('details');
    } catch (e) {
      failed(e);
      setScreen('check');
    }
  };

  if (screen === 'details' && report?.batch) return <Details kind={kind} report={report} campaign={campaign} onClose={onClose} />;
  return (
    <Stack gap="md" data-testid="multi-modal" data-screen={screen}>
      {!canUse && <Alert color="orange">{texts.noTeamCredit}</Alert>}
      {serverError && <Alert color="red">{serverError}</Alert>}
      {screen === 'form' && (
        <MultiForm
          kind={kind}
          campaign={campaign}
          values={values}
          errors={errors}
          set={set}
          onError={(f, m) => setErrors((prev) => ({ ...prev, [f]: m }))}
          onInstructions={() => setInstructions(true)}
          addingTo={Boolean(batch)}
          disabled={!canUse}
        />
      )}
      {screen === 'form' && kind === 'invite' && !batch && onTypeEmails && (
        <Text size="xs" c="dimmed">
          No spreadsheet at hand?{' '}
          <Anchor component="button" type="button" size="xs" underline="always" onClick={onTypeEmails}>
            Type the e-mail addresses instead
          </Anchor>
        </Text>
      )}
      {screen === 'check' && report && <MultiReport kind={kind} report={report} fileName={values.file?.name ?? 'The file'} />}
      {screen === 'creating' && <MultiProgress kind={kind} rows={report?.rows ?? 0} />}
      {screen !== 'creating' && (
        <Group justify="space-between">
          <Button variant="default" onClick={screen === 'form' ? onClose : () => setScreen('form')}>
            {screen === 'form' ? 'Cancel' : 'Back'}
          </Button>
          {screen === 'form' ? (
            <Button onClick={() => void check()} loading={upload.isPending} disabled={!canUse}>
              Check File
            </Button>
          ) : (
            <Button onClick={() => void create()} disabled={!report || report.errors_total > 0 || !report.balance_covered || !canUse}>
              {kind === 'send' ? `Send ${report?.rows ?? 0} Gifts` : `Create ${report?.rows ?? 0} Invitations`}
            </Button>
          )}
        </Group>
      )}
      <CsvInstructionsModal kind={kind} opened={instructions} onClose={() => setInstructions(false)} />
    </Stack>
  );
}

/** The details screen: what was created, in which list, and the list's link. */
function Details({ kind, report, campaign, onClose }: { kind: TBulkKind; report: TBulkReport; campaign: TCampaign; onClose: () => void }) {
  const b = report.batch!;
  return (
    <Stack gap="md" data-testid="multi-details">
      <Text fw={600} tabIndex={-1} data-autofocus>
        {kind === 'send' ? `${report.created.toLocaleString('en-GB')} gifts have been sent.` : `${report.created.toLocaleString('en-GB')} invitations have been created.`}
      </Text>
      <Text size="sm">
        List <b>{b.label}</b> now holds {b.total.toLocaleString('en-GB')} {b.total === 1 ? 'recipient' : 'recipients'}
        {kind === 'send' ? `; ${report.total.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' })} was charged to your team balance.` : '; each is charged when its claim is confirmed.'}
      </Text>
      {kind === 'invite' && (
        <BatchLink registrationPage={campaign.registration_page} sharedSecret={b.shared_secret} />
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
