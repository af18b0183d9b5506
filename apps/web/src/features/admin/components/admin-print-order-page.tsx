import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Card, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import {
  completionDate,
  ENQUIRY_STATUSES,
  formatQuoteMoney,
  INVOICE_STATUSES,
  invoiceStatusLabel,
  JOB_STATUSES,
  omsStatusLabel,
  type TAdminOmsJob,
  type TEnquiryStatus,
  type TInvoiceStatus,
  type TJobStatus,
} from '@gifthub/shared/print-orders';
import { LoadState } from '../../../components/load-state';
import { ApiError } from '../../../lib/api-client';
import { fullDate, listDate } from '../../../lib/dates';
import { downloadAdminOmsFile, useAddOmsFile, useAddPack, useAdminJob, useConvertJob, useEnquiryStatus, useInvoiceStatus, useJobProgress } from '../api/admin-print-orders';
import { AdminOmsStatus, adminProgress } from './admin-print-order-labels';

const errorText = (e: unknown) => (e instanceof ApiError ? (Object.values(e.fieldErrors())[0] ?? e.message) : e ? 'Something went wrong. Please try again.' : null);

function Panel({ title, children, error }: { title: string; children: ReactNode; error?: unknown }) {
  const message = errorText(error);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {message && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {message}
        </Alert>
      )}
      {children}
    </Card>
  );
}

function QuoteForm({ job }: { job: TAdminOmsJob }) {
  const add = useAddPack(job.id);
  const [v, setV] = useState({ ppu: '' as number | string, quantity: job.quantity as number | string, shipping: 0 as number | string, extra: 0 as number | string, currency: 'GBP', reply: '' });
  const set = (k: keyof typeof v) => (x: number | string | null) => setV((p) => ({ ...p, [k]: x ?? '' }));
  return (
    <Panel title={`Send a quote (customer pack v${job.customer_packs.length + 1})`} error={add.error}>
      <form
        data-testid="admin-quote-form"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ ppu: Number(v.ppu), quantity: Number(v.quantity), shipping: Number(v.shipping), extra: Number(v.extra), currency: v.currency as 'GBP', reply: v.reply || undefined });
        }}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <NumberInput label="Price per unit (£)" required decimalScale={2} min={0.01} value={v.ppu} onChange={set('ppu')} />
          <NumberInput label="Quantity" required allowDecimal={false} min={1} value={v.quantity} onChange={set('quantity')} />
          <NumberInput label="Shipping (£)" decimalScale={2} min={0} value={v.shipping} onChange={set('shipping')} />
          <NumberInput label="Extra (£)" decimalScale={2} min={0} value={v.extra} onChange={set('extra')} />
        </SimpleGrid>
        <Group align="flex-end" mt="sm">
          <Select label="Currency" data={['GBP', 'EUR', 'USD']} value={v.currency} onChange={(c) => setV((p) => ({ ...p, currency: c ?? 'GBP' }))} allowDeselect={false} w={110} />
          <Textarea label="Message to the team" autosize minRows={1} value={v.reply} onChange={(e) => setV((p) => ({ ...p, reply: e.currentTarget.value }))} style={{ flex: 1 }} />
        </Group>
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            Total {formatQuoteMoney(Number(v.ppu || 0) * Number(v.quantity || 0) + Number(v.shipping || 0) + Number(v.extra || 0), v.currency)}; the team is e-mailed the pack's link.
          </Text>
          <Button type="submit" loading={add.isPending}>
            Send Quote
          </Button>
        </Group>
      </form>
    </Panel>
  );
}

function EnquiryActions({ job }: { job: TAdminOmsJob }) {
  const status = useEnquiryStatus(job.id);
  const convert = useConvertJob(job.id);
  const [plan, setPlan] = useState({ order_name: job.name, steps_total: 6 as number | string, planned_finish: '', deadline: '' });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Panel title="Enquiry status" error={status.error}>
        <Select label="Status" data={ENQUIRY_STATUSES.map((s) => ({ value: s, label: omsStatusLabel(s) }))} value={job.status} onChange={(s) => s && status.mutate(s as TEnquiryStatus)} allowDeselect={false} disabled={status.isPending} />
      </Panel>
      <Panel title="Turn into a job" error={convert.error}>
        <form
          data-testid="admin-convert-form"
          onSubmit={(e) => {
            e.preventDefault();
            convert.mutate({ order_name: plan.order_name || undefined, steps_total: Number(plan.steps_total), planned_finish: plan.planned_finish || undefined, deadline: plan.deadline || undefined });
          }}
        >
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Order name" value={plan.order_name} onChange={(e) => setPlan((p) => ({ ...p, order_name: e.currentTarget.value }))} />
            <NumberInput label="Production steps" allowDecimal={false} min={1} max={50} value={plan.steps_total} onChange={(x) => setPlan((p) => ({ ...p, steps_total: x }))} />
            <TextInput type="date" label="Planned finish" value={plan.planned_finish} onChange={(e) => setPlan((p) => ({ ...p, planned_finish: e.currentTarget.value }))} />
            <TextInput type="date" label="Deadline" value={plan.deadline} onChange={(e) => setPlan((p) => ({ ...p, deadline: e.currentTarget.value }))} />
          </SimpleGrid>
          <Button type="submit" mt="sm" loading={convert.isPending}>
            Turn Into Job
          </Button>
        </form>
      </Panel>
    </SimpleGrid>
  );
}

function ProductionForm({ job }: { job: TAdminOmsJob }) {
  const progress = useJobProgress(job.id);
  const [status, setStatus] = useState<TJobStatus>(job.status as TJobStatus);
  const [steps, setSteps] = useState<number | string>(job.production_steps.finished);
  return (
    <Panel title="Production" error={progress.error}>
      <form
        data-testid="admin-progress-form"
        onSubmit={(e) => {
          e.preventDefault();
          progress.mutate({ status, steps_finished: Number(steps) });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <Select label="Status" data={JOB_STATUSES.map((s) => ({ value: s, label: omsStatusLabel(s) }))} value={status} onChange={(s) => s && setStatus(s as TJobStatus)} allowDeselect={false} w={220} />
          <NumberInput label={`Steps finished (of ${job.production_steps.total})`} allowDecimal={false} min={0} max={job.production_steps.total} value={steps} onChange={setSteps} w={200} />
          <Button type="submit" loading={progress.isPending}>
            Save Step
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          Now {adminProgress(job.production_steps)}. Complete marks the job finished; the team is e-mailed each status change.
        </Text>
      </form>
    </Panel>
  );
}

function FilesPanel({ job }: { job: TAdminOmsJob }) {
  const upload = useAddOmsFile(job.id);
  const invoiceStatus = useInvoiceStatus(job.id);
  const [f, setF] = useState<{ file: File | null; kind: 'attachment' | 'invoice'; name: string; status: TInvoiceStatus }>({ file: null, kind: 'invoice', name: '', status: 'unpaid' });
  const files = [...job.attachments.map((a) => ({ ...a, kind: 'attachment' as const, status: null, extension: a.file_info.extension })), ...job.invoices.map((i) => ({ ...i, kind: 'invoice' as const, extension: 'pdf' }))];
  return (
    <Panel title="Attachments and invoices" error={upload.error ?? invoiceStatus.error}>
      <form
        data-testid="admin-file-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (f.file) upload.mutate({ file: f.file, kind: f.kind, name: f.name, status: f.kind === 'invoice' ? f.status : undefined }, { onSuccess: () => setF((p) => ({ ...p, file: null, name: '' })) });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <Select label="Kind" data={[{ value: 'invoice', label: 'Invoice' }, { value: 'attachment', label: 'Attachment' }]} value={f.kind} onChange={(k) => k && setF((p) => ({ ...p, kind: k as 'invoice' | 'attachment' }))} allowDeselect={false} w={140} />
          <TextInput label="Name" placeholder="From the file when empty" value={f.name} onChange={(e) => setF((p) => ({ ...p, name: e.currentTarget.value }))} w={200} />
          {f.kind === 'invoice' && <Select label="Invoice status" data={INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatusLabel(s) }))} value={f.status} onChange={(s) => s && setF((p) => ({ ...p, status: s as TInvoiceStatus }))} allowDeselect={false} w={150} />}
          <FileInput label="File (PDF, PNG or JPEG)" accept="application/pdf,image/png,image/jpeg" value={f.file} onChange={(file) => setF((p) => ({ ...p, file }))} w={220} clearable />
          <Button type="submit" disabled={!f.file} loading={upload.isPending}>
            Add File
          </Button>
        </Group>
      </form>
      <Table mt="md" verticalSpacing="xs">
        <Table.Tbody>
          {files.length === 0 && (
            <Table.Tr>
              <Table.Td c="dimmed">No files yet.</Table.Td>
            </Table.Tr>
          )}
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" onClick={() => void downloadAdminOmsFile(job.team_id, file, file.extension).catch(() => undefined)}>
                  {file.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{file.kind === 'invoice' ? 'Invoice' : 'Attachment'}</Table.Td>
              <Table.Td>{listDate(file.created_at)}</Table.Td>
              <Table.Td>
                {file.kind === 'invoice' && file.status && (
                  <Select
                    aria-label={`Status of ${file.name}`}
                    size="xs"
                    data={INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatusLabel(s) }))}
                    value={file.status}
                    onChange={(s) => s && invoiceStatus.mutate({ fileId: file.id, status: s as TInvoiceStatus })}
                    allowDeselect={false}
                    w={140}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  );
}

/** Staff: one enquiry or job with the back office's actions (quote, status, turn into a job, production, files). */
export function AdminPrintOrderPage() {
  const id = Number(useParams().id);
  const job = useAdminJob(id);
  if (job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 422)) return <Navigate to="/admin/print-orders" replace />;
  if (!job.data) return <LoadState failed={job.isError} title="This order could not be loaded." />;
  const j = job.data;
  const c = completionDate(j);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/print-orders" size="sm">
        ← All print orders
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            {j.name}
          </Title>
          <Text size="sm" c="dimmed">
            {j.state === 'job' ? 'Job' : 'Enquiry'} #{j.id} · {j.team_name} · {j.quantity.toLocaleString('en-GB')} units · created {fullDate(j.created_at)}
            {j.state === 'job' && c ? ` · completion ${listDate(c.date)}${c.estimated ? ' (est.)' : ''}` : ''}
          </Text>
        </div>
        <AdminOmsStatus status={j.status} />
      </Group>
      {j.enquiry_details.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {j.enquiry_details.message}
        </Text>
      )}
      {j.customer_packs.length > 0 && (
        <Text size="sm">
          Quotes sent: {j.customer_packs.map((p) => `v${p.version} ${formatQuoteMoney(p.quote.total, p.quote.currency)}`).join(', ')}
        </Text>
      )}
      <QuoteForm key={`q${j.customer_packs.length}`} job={j} />
      {j.state === 'enquiry' ? <EnquiryActions job={j} /> : <ProductionForm key={`${j.status}${j.production_steps.finished}`} job={j} />}
      <FilesPanel job={j} />
    </Stack>
  );
}
