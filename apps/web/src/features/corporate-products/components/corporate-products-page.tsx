import { AspectRatio, Badge, Button, Card, Center, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBox, IconListDetails } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CORPORATE_PRODUCTS_PAGE_SIZE, corporateProductTexts, PRODUCT_TYPE_LABELS, type TCorporateProductCard } from '@gifthub/shared/corporate-products';
import { LoadState } from '../../../components/load-state';
import { changeParams, PagingFooter } from '../../../components/list-controls';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { useSession } from '../../../lib/session';
import { useCorporateProducts } from '../api/get-corporate-products';
import { StockBadges } from './stock-badges';

export const PRODUCTS_PREVIEW_NOTE =
  'This is a preview of corporate products. With the Pro plan your team has its own branded products and kitted boxes made, stocked and sent as gifts.';

/** The list's path for either reading of the routes (spec 3 §2.1): /campaigns/corporate-products or /corporate-products. */
export const productsBase = (pathname: string) => (pathname.startsWith('/campaigns/') ? '/campaigns/corporate-products' : '/corporate-products');

/** Grid columns by the width of the content area. */
const COLS = { base: 1, '440px': 2, '760px': 3, '1080px': 4 } as const;

/**
 * 'Your Corporate Products' (spec 3 §2.3): the team's kitted boxes and other products as cards with their stock and
 * allocation labels, 200 a page. A team without Pro sees the demo team's products under the pro banner (a preview).
 */
export function CorporateProductsPage() {
  const session = useSession();
  const { pathname } = useLocation();
  const base = productsBase(pathname);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useCorporateProducts(session.teamId, page);
  const data = list.data;
  const total = data?.meta.total ?? 0;
  return (
    <>
      <PageHeader
        title="Your Corporate Products"
        crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: 'Corporate Products' }]}
        actions={
          <Button component={Link} to={`${base}/requests`} variant="light" leftSection={<IconListDetails size={16} />}>
            Product Requests
          </Button>
        }
      />
      {!session.pro && (
        <>
          <ProGate feature="corporateProducts" />
          <Text size="sm" c="dimmed" mb="md" data-testid="products-preview">
            {PRODUCTS_PREVIEW_NOTE}
          </Text>
        </>
      )}
      {!data ? (
        <LoadState failed={list.isError} title="Your corporate products could not be loaded" />
      ) : (
        <Stack gap="xl">
          <Text data-testid="products-count">{total > 0 ? corporateProductTexts.count(total) : corporateProductTexts.empty}</Text>
          <Section title={corporateProductTexts.kittedSection} products={data.kitted} base={base} testId="kitted-section" />
          <Section title={corporateProductTexts.otherSection} products={data.other} base={base} testId="other-section" />
          {data.meta.last_page > 1 && (
            <PagingFooter
              meta={data.meta}
              shown={data.kitted.length + data.other.length}
              noun="products"
              perPage={CORPORATE_PRODUCTS_PAGE_SIZE}
              onPage={(p) => setParams((prev) => changeParams(prev, { page: p > 1 ? String(p) : null }))}
            />
          )}
        </Stack>
      )}
    </>
  );
}

function Section({ title, products, base, testId }: { title: string; products: TCorporateProductCard[]; base: string; testId: string }) {
  if (!products.length) return null;
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid type="container" cols={COLS} spacing="md">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} to={`${base}/${p.id}`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ProductCard({ product: p, to }: { product: TCorporateProductCard; to: string }) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="sm" data-testid="product-card">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {p.image_url ? (
            <Image src={p.image_url} alt="" fit="cover" />
          ) : (
            <Center bg="gray.1">
              <IconBox size={48} aria-hidden />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={2}>
          {p.name}
        </Text>
        <Group gap={6}>
          <Badge variant="outline" color="gray" style={{ flex: 'none' }}>
            {PRODUCT_TYPE_LABELS[p.product_type]}
          </Badge>
          {p.team_status === 'paused' && (
            <Badge color="gray" variant="filled" style={{ flex: 'none' }}>
              Paused
            </Badge>
          )}
          {p.status === 'hidden' && (
            <Badge color="gray" variant="light" style={{ flex: 'none' }}>
              Hidden
            </Badge>
          )}
        </Group>
        <StockBadges product={p} />
      </Stack>
    </Card>
  );
}
