import type { ReactNode } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { PRODUCT_REQUEST_LABELS as L, PRODUCT_REQUEST_STATUS_LABELS, type TProductRequest, type TProductRequestStatus } from '@gifthub/shared/corporate-products';

const STATUS_COLORS: Record<TProductRequestStatus, string> = { pending: 'yellow', in_progress: 'blue', completed: 'green', rejected: 'red', cancelled: 'gray' };

/** A request's status, as the team's and staff's lists and pages show it. */
export function RequestStatusBadge({ status, testId = 'request-status' }: { status: TProductRequestStatus; testId?: string }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid={testId}>
      {PRODUCT_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** One labelled value of a product request's page (the team's and staff's), line breaks as written. */
export function RequestField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What was asked: the description, and a product's base and customisation or a gift box's content (spec 3 §5). */
export function RequestAsks({ r }: { r: Pick<TProductRequest, 'description' | 'product_type' | 'base_product' | 'customisation' | 'box_content'> }) {
  return (
    <Stack gap="md" mt="lg">
      <RequestField label={L.description}>{r.description || '—'}</RequestField>
      {r.product_type === 'product' && (
        <>
          <RequestField label={L.base_product}>{r.base_product || '—'}</RequestField>
          <RequestField label={L.customisation}>{r.customisation || '—'}</RequestField>
        </>
      )}
      {r.product_type === 'giftbox' && <RequestField label={L.box_content}>{r.box_content || '—'}</RequestField>}
    </Stack>
  );
}
