import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ZPaymentDocumentRequest, type TPaymentDocument } from '@gifthub/shared/billing';
import { ApiError } from '../../../lib/api-client';
import { listDate } from '../../../lib/dates';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { DataTable, listStatus } from '../../../components/data-table';
import { PagingFooter } from '../../../components/list-controls';
import { PageHeader } from '../../../components/page-header';
import { downloadPaymentDocument, usePaymentDocuments, type TDocumentFilter } from '../api/get-payment-documents';
import { useRequestPaymentDocument } from '../api/request-payment-document';
import { NoPermission } from './no-permission';
import { WriteButton } from '../../../components/write-button';

const FILTERS: { value: TDocumentFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'receipt', label: 'Receipt' },
  { value: 'request', label: 'Request' },
];
const TYPE_LABEL: Record<TPaymentDocument['type'], string> = { invoice: 'Invoice', receipt: 'Receipt', request: 'Request' };
const TYPE_COLOR: Record<TPaymentDocument['type'], string> = { invoice: 'blue', receipt: 'green', request: 'gray' };

/** /billing/payment-documents (team-finance), spec 3 §2.8: Date, File, Type, Actions; type filter; 10 per page. */
export function PaymentDocumentsPage() {
  const session = useSession();
  const allowed = session.can('team-finance');
  const [params, setParams] = useSearchParams();
  const type = (FILTERS.find((f) => f.value === params.get('type'))?.value ?? 'all') as TDocumentFilter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const docs = usePaymentDocuments(session.teamId, type, page, allowed);
  const [requesting, setRequesting] = useState<'invoice' | 'receipt' | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const setQuery = (next: { type?: TDocumentFilter; page?: number }) =>
    setParams((prev) => {
      const q = new URLSearchParams(prev);
      const t = next.type ?? type;
      const p = next.page ?? 1;
      if (t === 'all') q.delete('type');
      else q.set('type', t);
      if (p > 1) q.set('page', String(p));
      else q.delete('page');
      return q;
    });

  const download = async (doc: TPaymentDocument) => {
    setDownloading(doc.id);
    try {
      await downloadPaymentDocument(session.teamId, doc);
    } catch {
      // Shown by the alert catalogue.
    } finally {
      setDownloading(null);
    }
  };

  const header = (
    <PageHeader
      title="Payment Documents"
      crumbs={[{ label: 'Billing', to: '/billing' }, { label: 'Payment Documents' }]}
      actions={
        allowed ? (
          <Group gap="sm">
            <WriteButton variant="light" leftSection={<IconFileInvoice size={18} />} onClick={() => setRequesting('invoice')}>
              Request New Invoice
            </WriteButton>
            <WriteButton variant="light" leftSection={<IconReceipt size={18} />} onClick={() => setRequesting('receipt')}>
              Request New Receipt
            </WriteButton>
          </Group>
        ) : undefined
      }
    />
  );

  if (!allowed)
    return (
      <>
        {header}
        <NoPermission />
      </>
    );

  const rows = docs.data?.data ?? [];
  return (
    <>
      {header}
      <Card withBorder radius="md" padding="md">
        <Group mb="md">
          <Select label="Type" data={FILTERS} value={type} onChange={(v) => setQuery({ type: (v ?? 'all') as TDocumentFilter })} allowDeselect={false} w={200} />
        </Group>
        <DataTable
          label="Payment documents"
          minWidth={560}
          cols={4}
          testId="documents-table"
          status={listStatus(docs, rows.length)}
          texts={{
            loading: 'Loading payment documents…',
            failed: 'The payment documents could not be loaded. Please try again later.',
            empty: type === 'all' ? 'There are no payment documents yet.' : `There are no ${TYPE_LABEL[type].toLowerCase()} documents yet.`,
            emptyTestId: 'documents-empty',
          }}
          head={
            <>
              <Table.Th>Date</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Actions</Table.Th>
            </>
          }
        >
          {rows.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{listDate(d.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {d.name}.{d.extension}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={TYPE_COLOR[d.type]}>
                  {TYPE_LABEL[d.type]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconDownload size={14} />}
                  loading={downloading === d.id}
                  onClick={() => void download(d)}
                  aria-label={`Download ${d.name}.${d.extension}`}
                >
                  Download
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        {docs.data && docs.data.meta.total > 0 && (
          <PagingFooter meta={docs.data.meta} shown={rows.length} onPage={(p) => setQuery({ page: p })} perPage={docs.data.meta.per_page} />
        )}
      </Card>
      <RequestDocumentModal type={requesting} onClose={() => setRequesting(null)} />
    </>
  );
}

/** Request New Invoice / Request New Receipt: a message (required) to the account team. */
function RequestDocumentModal({ type, onClose }: { type: 'invoice' | 'receipt' | null; onClose: () => void }) {
  return (
    <Modal opened={type !== null} onClose={onClose} title={type === 'receipt' ? 'Request New Receipt' : 'Request New Invoice'}>
      {type && <RequestDocumentForm type={type} onClose={onClose} />}
    </Modal>
  );
}

function RequestDocumentForm({ type, onClose }: { type: 'invoice' | 'receipt'; onClose: () => void }) {
  const { teamId } = useSession();
  const request = useRequestPaymentDocument(teamId);
  const form = useForm({ initialValues: { type, message: '' }, validate: zodValidate(ZPaymentDocumentRequest) });
  const submit = form.onSubmit(async (v) => {
    try {
      await request.mutateAsync(v);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Tell us which {type} you need (period, amount or order) and we will add it to your payment documents.
        </Text>
        <Textarea label="Message" required autosize minRows={4} data-autofocus {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending}>
            Send Request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
