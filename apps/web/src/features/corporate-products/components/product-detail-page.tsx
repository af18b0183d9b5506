import { useState, type ReactNode } from 'react';
import { AspectRatio, Badge, Card, Center, Group, Image, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBox, IconPackageImport, IconPencil, IconPlayerPause, IconPlayerPlay, IconStack2 } from '@tabler/icons-react';
import { Navigate, useLocation, useParams } from 'react-router';
import { corporateProductTexts, freeUnits, GIFT_TYPE_LABELS, isKittedType, PRODUCT_STATUS_LABELS, PRODUCT_TYPE_LABELS, type TCorporateProduct } from '@gifthub/shared/corporate-products';
import { isId } from '@gifthub/shared/fields';
import { Figure } from '../../../components/figure';
import { lazyModal } from '../../../components/lazy-modal';
import { LoadState } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { listDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useCorporateProduct } from '../api/get-corporate-products';
import { useUpdateCorporateProduct, type TProductChange } from '../api/update-corporate-product';
import { productsBase } from './corporate-products-page';
import { ProductComponents } from './product-components';
import { ProductOrders } from './product-orders';
import { StockBadges } from './stock-badges';

const EditProductModal = lazyModal(() => import('./edit-product-modal').then((m) => m.EditProductModal));
// The Restock modal is the requests' (components/requests/restock-modal.tsx).
const RestockModal = lazyModal(() => import('./requests/restock-modal').then((m) => m.RestockModal));

/** /campaigns/corporate-products/{id} and /corporate-products/{id}: a product that is not found (404) sends the person back to the list. */
export function ProductDetailPage() {
  const { id: raw } = useParams();
  const { pathname } = useLocation();
  const { teamId } = useSession();
  const valid = isId(raw);
  const product = useCorporateProduct(teamId, valid ? Number(raw) : null);
  const base = productsBase(pathname);
  if (!valid || (product.error instanceof ApiError && product.error.status === 404)) return <Navigate to={base} replace />;
  if (!product.data) return <LoadState failed={product.isError} title="This product could not be loaded" />;
  // Keyed: a component's link opens another product in the same route, which starts afresh (its orders' page, modals).
  return <ProductDetail key={product.data.id} product={product.data} base={base} />;
}

function ProductDetail({ product: p, base }: { product: TCorporateProduct; base: string }) {
  const session = useSession();
  const [modal, setModal] = useState<'edit' | 'restock' | null>(null);
  // Writes are Pro's (spec 3 §6); a preview of the demo team's product is read-only.
  const canWrite = session.pro && !p.preview;
  const kitted = isKittedType(p.product_type);
  return (
    <>
      <PageHeader
        title={p.name}
        crumbs={[
          { label: 'Corporate Products', to: base },
          { label: p.name },
        ]}
        actions={canWrite ? <ProductActions product={p} onEdit={() => setModal('edit')} onRestock={() => setModal('restock')} /> : undefined}
      />
      {!session.pro && <ProGate feature="corporateProducts" />}
      <Stack gap="lg">
        <Card withBorder radius="md" padding="md">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <AspectRatio ratio={1} w={{ base: '100%', xs: 220 }} maw={260}>
              {p.image_url ? (
                <Image src={p.image_url} alt={p.name} radius="sm" fit="cover" />
              ) : (
                <Center bg="gray.1">
                  <IconBox size={56} aria-hidden />
                </Center>
              )}
            </AspectRatio>
            <Stack gap="sm" style={{ flex: '1 1 280px', minWidth: 0 }}>
              <Group gap={6} data-testid="product-labels">
                <Badge variant="outline" color="gray" style={{ flex: 'none' }}>
                  {PRODUCT_TYPE_LABELS[p.product_type]}
                </Badge>
                <Badge color={p.team_status === 'paused' ? 'gray' : 'teal'} variant="light" style={{ flex: 'none' }} data-testid="team-status">
                  {p.team_status === 'paused' ? 'Paused' : 'Active'}
                </Badge>
                {p.status === 'hidden' && (
                  <Badge color="gray" variant="light" style={{ flex: 'none' }}>
                    {PRODUCT_STATUS_LABELS.hidden}
                  </Badge>
                )}
              </Group>
              <StockBadges product={p} />
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" data-testid="product-figures">
                <Figure label="Type" value={GIFT_TYPE_LABELS[p.type]} />
                <Figure label="Stock" value={String(p.stock)} />
                <Figure label="Allocated" value={String(p.allocated)} />
                <Figure label="Multi allocated" value={String(p.multi_allocated)} />
                <Figure label="Free to allocate" value={String(freeUnits(p))} />
                <Figure label="Reorder MOQ" value={String(p.reorder_moq)} />
                <Figure label="Sent" value={String(p.count_sent)} />
                {kitted && <Figure label="Kitting date" value={p.kitting_date ? listDate(p.kitting_date) : '—'} />}
                <Figure label="Added" value={listDate(p.created_at)} />
              </SimpleGrid>
            </Stack>
          </Group>
        </Card>
        <SimpleGrid cols={{ base: 1, md: p.box_content ? 2 : 1 }} spacing="lg">
          <InfoCard title="Description">
            {/* Sanitised by the API (simple formatting and links only). */}
            <Typography data-testid="product-description">
              <div dangerouslySetInnerHTML={{ __html: p.description }} />
            </Typography>
          </InfoCard>
          {p.box_content && (
            <InfoCard title="Box content">
              <Text size="sm" data-testid="box-content">
                {p.box_content}
              </Text>
            </InfoCard>
          )}
        </SimpleGrid>
        {(kitted || p.components.length > 0) && <ProductComponents components={p.components} base={base} />}
        <ProductOrders productId={p.id} preview={p.preview} />
      </Stack>
      {canWrite && <EditProductModal opened={modal === 'edit'} product={p} onClose={() => setModal(null)} />}
      {canWrite && <RestockModal opened={modal === 'restock'} product={p} onClose={() => setModal(null)} />}
    </>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Restock, Pause (unless paused), Activate (unless active), Edit Product, and staff's Convert to Kitted Box. */
function ProductActions({ product: p, onEdit, onRestock }: { product: TCorporateProduct; onEdit: () => void; onRestock: () => void }) {
  const session = useSession();
  const update = useUpdateCorporateProduct(session.teamId, p.id);
  const change = (body: TProductChange, done: string) =>
    update.mutate(body, {
      onSuccess: () => notifications.show({ color: 'green', title: done, message: p.name }),
      onError: (e) => notifications.show({ color: 'red', title: 'The product could not be changed', message: e instanceof ApiError ? e.message : 'Please try again.' }),
    });
  const convert = () =>
    modals.openConfirmModal({
      title: 'Convert to Kitted Box',
      children: <Text size="sm">{corporateProductTexts.convertConfirm}</Text>,
      labels: { confirm: 'Convert', cancel: 'Cancel' },
      onConfirm: () => change({ action: 'convert_to_kitted' }, 'Converted to Kitted Box'),
    });
  const busy = update.isPending;
  return (
    <Group gap="xs" data-testid="product-actions">
      <WriteButton variant="light" leftSection={<IconPackageImport size={16} />} onClick={onRestock}>
        Restock
      </WriteButton>
      {p.team_status !== 'paused' && (
        <WriteButton variant="default" leftSection={<IconPlayerPause size={16} />} loading={busy} onClick={() => change({ team_status: 'paused' }, 'Product paused')}>
          Pause
        </WriteButton>
      )}
      {p.team_status !== 'active' && (
        <WriteButton variant="default" leftSection={<IconPlayerPlay size={16} />} loading={busy} onClick={() => change({ team_status: 'active' }, 'Product activated')}>
          Activate
        </WriteButton>
      )}
      <WriteButton leftSection={<IconPencil size={16} />} onClick={onEdit}>
        Edit Product
      </WriteButton>
      {session.isStaff && !isKittedType(p.product_type) && (
        <WriteButton variant="outline" color="grape" leftSection={<IconStack2 size={16} />} loading={busy} onClick={convert}>
          Convert to Kitted Box
        </WriteButton>
      )}
    </Group>
  );
}
