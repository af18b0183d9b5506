import { Anchor, Code, List, Modal, Stack, Text } from '@mantine/core';
import { CSV_TEMPLATE_FILES, CSV_TEMPLATE_HEADERS, type TBulkKind } from '@gifthub/shared/campaign-csv';
import { TEMPLATE_NAMES } from './multi-form';

export const CSV_INSTRUCTIONS_TITLE = 'CSV instructions';

/** The CSV instructions sub-modal (spec 1 §2, §5): how the file must be made. */
export function CsvInstructionsModal({ kind, opened, onClose }: { kind: TBulkKind; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{CSV_INSTRUCTIONS_TITLE}</Text>} size="lg" zIndex={300}>
      <Stack gap="sm">
        <Text size="sm">
          Start from the{' '}
          <Anchor href={CSV_TEMPLATE_FILES[kind]} download={TEMPLATE_NAMES[kind]} underline="always">
            {kind === 'send' ? 'Multi Send template' : 'Multi Invite template'}
          </Anchor>{' '}
          and add one recipient a line below its header.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Keep the header as the first line, exactly: <Code>{CSV_TEMPLATE_HEADERS[kind].join(',')}</Code>
          </List.Item>
          <List.Item>Save the file as CSV (text/csv), with values separated by commas. Up to 10,000 recipients and 5 MB.</List.Item>
          <List.Item>
            {kind === 'send'
              ? 'Required: email, first_name, last_name, address_line_1, city, postcode and country; phone too outside the United Kingdom.'
              : 'Required: email, first_name and last_name.'}
          </List.Item>
          <List.Item>E-mails must be valid, and each e-mail only once in the file.</List.Item>
          {kind === 'send' && <List.Item>Country is a two-letter ISO code, such as GB, FR or US, and the gift must ship there.</List.Item>}
          <List.Item>No special characters or accents in names and addresses: letters A–Z, digits, spaces and . , &apos; &amp; / # ( ) - only.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          The file is checked first: every problem is listed by its line (the header is line 1) and field, and nothing is created until the file is clean.
        </Text>
      </Stack>
    </Modal>
  );
}
