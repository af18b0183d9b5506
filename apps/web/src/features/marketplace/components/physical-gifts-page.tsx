import { useState } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconMoodEmpty } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MARKETPLACE_PAGE_SIZE, PRICE_FILTERS, PRICE_FILTER_LABELS, type TPriceFilter, type TProduct, type TTaxonomy, type TTerm } from '@gifthub/shared/catalogue';
import { GRID_PAGE_SIZES } from '@gifthub/shared/constants';
import { PagingFooter, usePerPage } from '../../../components/list-controls';
import { useSession } from '../../../lib/session';
import { usePhysicalProducts, type TPhysicalFilters } from '../api/get-physical-products';
import { useTerms } from '../api/get-terms';
import { MarketplaceFrame } from './marketplace-frame';
import { ProductGrid, ProductGridSkeleton } from './product-card';
import { ProductModal } from './product-modal';
import { useProductParam } from './use-product-param';

export const EMPTY_PHYSICAL = 'There are no available Marketplace products that match your filters.';
export const EMPTY_ADVICE = 'Try different filter options, or clear the filters to see every gift.';

const FILTERS: { key: keyof TPhysicalFilters; label: string; taxonomy?: TTaxonomy }[] = [
  { key: 'type', label: 'Type', taxonomy: 'marketplace-product-type' },
  { key: 'occasion', label: 'Occasion', taxonomy: 'marketplace-product-occasion' },
  { key: 'diet', label: 'Diet', taxonomy: 'marketplace-product-diet' },
  { key: 'price', label: 'Price' },
];

const termOptions = (terms: TTerm[] | undefined, taxonomy: TTaxonomy) => (terms ?? []).filter((t) => t.taxonomy === taxonomy).map((t) => ({ value: t.slug, label: t.name }));
const priceOptions = PRICE_FILTERS.map((p) => ({ value: p, label: PRICE_FILTER_LABELS[p] }));

/**
 * Physical Gifts Selection (/marketplace and /marketplace/physical, spec 3 §2.2): the curated gifts, filtered by
 * type, occasion, diet and price (kept in the query string), 24 a page unless WSPerPage-marketplace says otherwise.
 */
export function PhysicalGiftsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [perPage, setPerPage] = usePerPage('marketplace', GRID_PAGE_SIZES, MARKETPLACE_PAGE_SIZE);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const priceParam = params.get('price');
  const filters: TPhysicalFilters = {
    type: params.get('type') || undefined,
    occasion: params.get('occasion') || undefined,
    diet: params.get('diet') || undefined,
    price: (PRICE_FILTERS as readonly string[]).includes(priceParam ?? '') ? (priceParam as TPriceFilter) : undefined,
  };
  const filtered = Object.values(filters).some(Boolean);
  const terms = useTerms();
  const products = usePhysicalProducts(session.teamId, { ...filters, page, per_page: perPage });
  const [openId, setOpen] = useProductParam();
  const [picked, setPicked] = useState<TProduct | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      // A filter change starts again from the first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const clear = () => update(Object.fromEntries(FILTERS.map((f) => [f.key, null])));
  const list = products.data?.data ?? [];
  const placeholder = picked?.id === openId ? picked : list.find((p) => p.id === openId);

  return (
    <MarketplaceFrame tab="physical" title="Physical Gifts Selection" description="Curated gifts, picked, packed and shipped to UK addresses.">
      <Card withBorder radius="md" padding="md" mb="lg">
        <SimpleGrid type="container" cols={{ base: 1, '420px': 2, '720px': 4 }} spacing="md">
          {FILTERS.map((f) => (
            <Select
              key={f.key}
              label={f.label}
              placeholder={`Any ${f.label.toLowerCase()}`}
              data={f.taxonomy ? termOptions(terms.data, f.taxonomy) : priceOptions}
              value={filters[f.key] ?? null}
              onChange={(v) => update({ [f.key]: v })}
              clearable
              disabled={Boolean(f.taxonomy) && terms.isPending}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        {filtered && (
          <Group justify="flex-end" mt="xs">
            <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={16} />} onClick={clear}>
              Clear filters
            </Button>
          </Group>
        )}
      </Card>

      {products.isPending ? (
        <ProductGridSkeleton cardHeight={300} />
      ) : products.isError ? (
        <Alert color="red">The gifts could not be loaded. Please try again later.</Alert>
      ) : list.length === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="empty-state">
          <Center>
            <Stack align="center" gap="xs" maw={520} ta="center">
              <IconMoodEmpty size={48} color="var(--mantine-color-gray-5)" />
              <Text fw={600}>{EMPTY_PHYSICAL}</Text>
              <Text c="dimmed" size="sm">
                {EMPTY_ADVICE}
              </Text>
              {filtered && (
                <Button variant="light" onClick={clear} mt="xs">
                  Clear filters
                </Button>
              )}
            </Stack>
          </Center>
        </Card>
      ) : (
        <>
          <div style={{ position: 'relative' }}>
            {products.isPlaceholderData && (
              <Center pos="absolute" inset={0} style={{ zIndex: 2 }}>
                <Loader aria-label="Loading" />
              </Center>
            )}
            <ProductGrid
              products={list}
              dimmed={products.isPlaceholderData}
              onOpen={(x) => {
                setPicked(x);
                setOpen(x);
              }}
            />
          </div>
          {products.data && (
            <PagingFooter
              meta={products.data.meta}
              shown={list.length}
              noun="gifts"
              onPage={(p) => update({ page: p > 1 ? String(p) : null })}
              perPage={perPage}
              onPerPage={(n) => {
                setPerPage(n);
                update({ page: null });
              }}
              sizes={GRID_PAGE_SIZES}
            />
          )}
        </>
      )}
      <ProductModal productId={openId} type="physical" placeholder={placeholder} onClose={() => setOpen(null)} />
    </MarketplaceFrame>
  );
}
