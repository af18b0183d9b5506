import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Loader, Paper, Stack, Stepper, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { Link } from 'react-router';
import { warehouseTexts } from '@gifthub/shared/warehouse';
import {
  checkImportRows,
  importErrorsFromFields,
  importSummary,
  importTexts,
  parseWarehouseCsv,
  WAREHOUSE_IMPORT_FILE_MAX_BYTES,
  WAREHOUSE_IMPORT_TEMPLATE,
  type TImportError,
  type TWarehouseImportResult,
} from '@gifthub/shared/warehouse-import';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useUi } from '../../../lib/ui';
import { useImportOrders } from '../api/warehouse-actions';
import { FulfilmentAccess } from './fulfilment-access';

type TStage = { step: 'import' } | { step: 'processing'; count: number } | { step: 'errors'; errors: TImportError[]; summary: string } | { step: 'complete'; result: TWarehouseImportResult };
const STEP_INDEX = { import: 0, processing: 1, errors: 1, complete: 2 } as const;

/** /fulfilment/import (spec 3 §2.6, §5): choose a CSV (import), it is checked and sent (processing), then the outcome (complete). */
export function ImportOrdersPage() {
  return (
    <FulfilmentAccess title="Import Orders">
      <ImportOrders />
    </FulfilmentAccess>
  );
}

function ImportOrders() {
  const { teamId, team } = useSession();
  const ui = useUi();
  const send = useImportOrders(teamId);
  const [stage, setStage] = useState<TStage>({ step: 'import' });
  const [file, setFile] = useState<File | null>(null);
  const integrated = team.features.fulfilment_import;

  const run = async (chosen: File) => {
    if (chosen.size > WAREHOUSE_IMPORT_FILE_MAX_BYTES) return setStage({ step: 'errors', errors: [{ line: 1, field: 'file', message: importTexts.tooLarge }], summary: importTexts.tooLarge });
    const parsed = parseWarehouseCsv(await chosen.text());
    const errors = parsed.errors.length ? parsed.errors : checkImportRows(parsed.rows, parsed.lines).errors;
    if (errors.length) return setStage({ step: 'errors', errors, summary: importSummary(errors) });
    setStage({ step: 'processing', count: parsed.rows.length });
    try {
      const result = await send.mutateAsync({ rows: parsed.rows, lines: parsed.lines, key: crypto.randomUUID() });
      setStage({ step: 'complete', result });
    } catch (err) {
      const fromServer = err instanceof ApiError ? importErrorsFromFields(err.errors) : [];
      const message = err instanceof Error ? err.message : importTexts.emptyOrMalformed;
      setStage({ step: 'errors', errors: fromServer.length ? fromServer : [{ line: 1, field: 'file', message }], summary: message });
    }
  };
  const again = () => {
    setFile(null);
    setStage({ step: 'import' });
  };

  return (
    <>
      <PageHeader title="Import Orders" crumbs={[{ label: 'Fulfilment', to: '/fulfilment' }, { label: 'Import Orders' }]} />
      <Stepper active={STEP_INDEX[stage.step]} mb="lg" size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Import" />
        <Stepper.Step label="Processing" />
        <Stepper.Step label="Complete" />
      </Stepper>
      {!integrated && (
        <Alert color="orange" icon={<IconAlertTriangle />} mb="md" role="alert" data-testid="import-not-integrated">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{warehouseTexts.notIntegrated}</Text>
            <Button size="xs" variant="light" onClick={ui.openContact}>
              Contact us
            </Button>
          </Stack>
        </Alert>
      )}
      {stage.step === 'import' && (
        <Paper withBorder p="md" maw={720}>
          <Stack>
            <Text size="sm">
              Upload your orders as a CSV file with a header row and values separated by semicolons (;). Required: status (processing for new orders), first_name, last_name, address_1, city,
              postcode, country, email, total, item_1_id and item_1_quantity; an optional id must be unique.
            </Text>
            <Anchor href={WAREHOUSE_IMPORT_TEMPLATE} download size="sm" data-testid="import-template">
              <Group gap={4} component="span">
                <IconFileTypeCsv size={16} /> Download the CSV template
              </Group>
            </Anchor>
            <FileInput label="CSV file" placeholder="Choose a .csv file" accept=".csv,text/csv" value={file} onChange={setFile} clearable data-testid="import-file" />
            <Group justify="flex-end">
              <WriteButton disabled={!file || !integrated} onClick={() => file && void run(file)} data-testid="import-submit">
                Import
              </WriteButton>
            </Group>
          </Stack>
        </Paper>
      )}
      {stage.step === 'processing' && (
        <Group data-testid="import-processing">
          <Loader size="sm" />
          <Text size="sm">Importing {stage.count.toLocaleString('en-GB')} orders…</Text>
        </Group>
      )}
      {stage.step === 'errors' && <ImportErrors errors={stage.errors} summary={stage.summary} onAgain={again} />}
      {stage.step === 'complete' && (
        <Alert color="green" icon={<IconCircleCheck />} title="Import complete" role="status" data-testid="import-complete">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {stage.result.imported.toLocaleString('en-GB')} {stage.result.imported === 1 ? 'order was' : 'orders were'} imported with the status Processing.
              {stage.result.skipped > 0 && ` ${stage.result.skipped.toLocaleString('en-GB')} already imported ${stage.result.skipped === 1 ? 'was' : 'were'} skipped.`}
            </Text>
            <Group gap="xs">
              <Button component={Link} to="/fulfilment?status=processing" size="xs">
                View orders
              </Button>
              <Button size="xs" variant="default" onClick={again}>
                Import another file
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </>
  );
}

/** Every problem of the file by its line (the header is line 1) and field; nothing was imported. */
function ImportErrors({ errors, summary, onAgain }: { errors: TImportError[]; summary: string; onAgain: () => void }) {
  return (
    <Stack>
      <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="import-summary">
        {summary} Nothing was imported.
      </Alert>
      <DataTable
        label="Import errors"
        cols={3}
        minWidth={560}
        testId="import-errors"
        texts={{ empty: '' }}
        head={
          <>
            <Table.Th>Line</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Problem</Table.Th>
          </>
        }
      >
        {errors.map((e, i) => (
          <Table.Tr key={`${e.line}-${e.field}-${i}`} data-testid="import-error">
            <Table.Td>{e.line}</Table.Td>
            <Table.Td>{e.field}</Table.Td>
            <Table.Td>{e.message}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Group>
        <Button onClick={onAgain} data-testid="import-again">
          Choose another file
        </Button>
      </Group>
    </Stack>
  );
}
