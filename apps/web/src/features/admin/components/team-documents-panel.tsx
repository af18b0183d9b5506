import { useState } from 'react';
import { ActionIcon, Badge, Button, FileInput, Group, Paper, Select, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconDownload, IconFileTypePdf, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  PAYMENT_DOCUMENT_MAX_BYTES,
  paymentDocumentTexts,
  ZPaymentDocumentUpload,
  type TAdminPaymentDocument,
  type TPaymentDocumentUpload,
} from '@gifthub/shared/payment-documents';
import { ApiError } from '../../../lib/api-client';
import { fullDate } from '../../../lib/dates';
import { zodValidate } from '../../../lib/form';
import { downloadAdminDocument, useAdminPaymentDocuments } from '../api/get-admin-payment-documents';
import { useDeletePaymentDocument, useUploadPaymentDocument } from '../api/update-admin-payment-documents';
import { AdminTable, useListPaging } from './admin-table';

const COLS = 5;
const TYPE_LABEL: Record<TAdminPaymentDocument['type'], string> = { invoice: 'Invoice', receipt: 'Receipt', request: 'Request' };
const TYPE_COLOR: Record<TAdminPaymentDocument['type'], string> = { invoice: 'blue', receipt: 'green', request: 'gray' };

/** Staff: a team's payment documents (generated, requested and uploaded), with upload, download and delete. */
export function TeamDocumentsPanel({ teamId, teamName }: { teamId: number; teamName: string }) {
  const paging = useListPaging('admin-documents', 10);
  const docs = useAdminPaymentDocuments({ team_id: teamId, page: paging.page, per_page: paging.perPage });
  const remove = useDeletePaymentDocument();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (d: TAdminPaymentDocument) => {
    setDownloading(d.id);
    await downloadAdminDocument(d).catch(() => undefined);
    setDownloading(null);
  };
  const confirmDelete = (d: TAdminPaymentDocument) =>
    modals.openConfirmModal({
      title: 'Delete document',
      children: (
        <Text size="sm">
          Delete “{d.name}.{d.extension}” from the payment documents of {teamName}? The file is removed.
          {d.top_up_id !== null && ' A top-up’s invoice or receipt can be issued again from Top-ups.'}
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(d),
    });

  return (
    <Stack gap="md">
      <UploadForm teamId={teamId} />
      <AdminTable
        query={docs}
        paging={paging}
        noun="documents"
        testId="admin-documents-table"
        minWidth={680}
        cols={COLS}
        head={
          <>
            <Table.Th w={150}>Date</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th w={110}>Type</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th w={90} ta="right">
              Actions
            </Table.Th>
          </>
        }
        loading="Loading documents…"
        failed="The documents could not be loaded."
        empty="This team has no payment documents yet."
        tableProps={{ verticalSpacing: 'sm' }}
      >
        {(rows) =>
          rows.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {fullDate(d.created_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {d.name}.{d.extension}
                </Text>
                {d.message && (
                  <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                    “{d.message}”
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={TYPE_COLOR[d.type]} styles={{ label: { overflow: 'visible' } }}>
                  {TYPE_LABEL[d.type]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                  {d.top_up_id !== null ? `Top-up #${d.top_up_id}` : d.type === 'request' ? `Requested by ${d.created_by ?? 'a member'}` : `Uploaded by ${d.created_by ?? 'staff'}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label="Download">
                    <ActionIcon variant="subtle" onClick={() => void download(d)} loading={downloading === d.id} disabled={!d.has_file} aria-label={`Download ${d.name}.${d.extension}`}>
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon variant="subtle" color="red" onClick={() => confirmDelete(d)} aria-label={`Delete ${d.name}.${d.extension}`}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
    </Stack>
  );
}

type TUploadValues = { type: TPaymentDocumentUpload['type'] | ''; name: string; file: File | null };

/** Upload a PDF invoice or receipt; the name defaults to the file's. */
function UploadForm({ teamId }: { teamId: number }) {
  const upload = useUploadPaymentDocument(teamId);
  const form = useForm<TUploadValues>({
    initialValues: { type: 'invoice', name: '', file: null },
    validate: (values) => {
      const errors = zodValidate(ZPaymentDocumentUpload)({ type: values.type, name: values.name });
      if (!values.file) errors.file = paymentDocumentTexts.fileRequired;
      else if (values.file.size > PAYMENT_DOCUMENT_MAX_BYTES) errors.file = paymentDocumentTexts.tooLarge;
      else if (values.file.type && values.file.type !== 'application/pdf' && !/\.pdf$/i.test(values.file.name)) errors.file = paymentDocumentTexts.notPdf;
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await upload.mutateAsync({ type: v.type as TPaymentDocumentUpload['type'], name: v.name.trim(), file: v.file! });
      form.reset();
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(Object.keys(e.errors).length ? e.fieldErrors() : { file: e.message });
    }
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            Upload a document
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <FileInput
              label="PDF file"
              description="Up to 10 MB"
              required
              accept="application/pdf,.pdf"
              placeholder="Choose a PDF"
              leftSection={<IconFileTypePdf size={16} />}
              clearable
              w={240}
              {...form.getInputProps('file')}
              onChange={(file) => {
                form.setFieldValue('file', file);
                if (file && !form.values.name.trim()) form.setFieldValue('name', file.name.replace(/\.pdf$/i, ''));
              }}
            />
            <Select
              label="Type"
              description="Invoice or receipt"
              required
              allowDeselect={false}
              data={[
                { value: 'invoice', label: 'Invoice' },
                { value: 'receipt', label: 'Receipt' },
              ]}
              w={140}
              {...form.getInputProps('type')}
            />
            <TextInput label="Name" description="Shown to the team as the file name" required maxLength={120} style={{ flex: '1 1 220px' }} {...form.getInputProps('name')} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconUpload size={16} />} loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
