import { useState } from 'react';
import { Alert, Anchor, Button, Card, Modal, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { corporateProductTexts, type TProductComponent } from '@gifthub/shared/corporate-products';
import { DataTable } from '../../../components/data-table';
import { listDate } from '../../../lib/dates';
import { PRODUCT_NAME } from '../../../lib/product';

const day = (iso: string | null) => (iso ? listDate(iso) : '—');

/**
 * A kitted box's components with their quantities and dates (spec 3 §2.3). The team's own component links to its
 * page, where it is managed; a general one (a {product} HUB product, not the team's) opens the spec's notice instead.
 */
export function ProductComponents({ components, base }: { components: TProductComponent[]; /** The list's path in the reading in use. */ base: string }) {
  const [general, setGeneral] = useState<TProductComponent | null>(null);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Components
      </Title>
      <DataTable
        label="Box components"
        cols={6}
        minWidth={720}
        status={{ empty: components.length === 0 }}
        texts={{ empty: 'This product has no components.' }}
        testId="product-components"
        head={
          <>
            <Table.Th>Component</Table.Th>
            <Table.Th>Expected</Table.Th>
            <Table.Th>Actual</Table.Th>
            <Table.Th>Requested</Table.Th>
            <Table.Th>Delivered</Table.Th>
            <Table.Th>Kitted</Table.Th>
          </>
        }
      >
        {components.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              {c.general ? (
                <UnstyledButton onClick={() => setGeneral(c)} c="blue.8" fz="sm" td="underline" data-testid="general-component">
                  {c.name}
                </UnstyledButton>
              ) : (
                <Anchor component={Link} to={`${base}/${c.component_id}`} size="sm" data-testid="own-component">
                  {c.name}
                </Anchor>
              )}
              {c.general && (
                <Text size="xs" c="dimmed">
                  General product
                </Text>
              )}
            </Table.Td>
            <Table.Td>{c.expected_quantity}</Table.Td>
            <Table.Td>{c.actual_quantity}</Table.Td>
            <Table.Td>{day(c.requested_at)}</Table.Td>
            <Table.Td>{day(c.delivered_at)}</Table.Td>
            <Table.Td>{day(c.kitted_at)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Modal opened={general !== null} onClose={() => setGeneral(null)} title={general?.name ?? ''}>
        <Alert color="blue" variant="light" data-testid="general-notice">
          {corporateProductTexts.generalComponent(PRODUCT_NAME)}
        </Alert>
        <Button mt="md" fullWidth variant="default" onClick={() => setGeneral(null)}>
          Close
        </Button>
      </Modal>
    </Card>
  );
}
