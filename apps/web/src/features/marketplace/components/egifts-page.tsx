import { useState } from 'react';
import { Alert, Card, Center, Group, Select, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MARKETPLACE_PAGE_SIZE, VOUCHER_CATEGORIES, VOUCHER_CATEGORY_LABELS, type TProduct, type TVoucherCategory } from '@gifthub/shared/catalogue';
import { GRID_PAGE_SIZES } from '@gifthub/shared/constants';
import { pageMeta } from '@gifthub/shared/paging';
import { PagingFooter, usePerPage } from '../../../components/list-controls';
import { useDigitalProducts } from '../api/get-digital-products';
import { MarketplaceFrame } from './marketplace-frame';
import { ProductGrid, ProductGridSkeleton } from './product-card';
import { ProductModal } from './product-modal';
import { useProductParam } from './use-product-param';

export const EMPTY_DIGITAL = 'There are no available eGifts in this category.';
const categoryOptions = VOUCHER_CATEGORIES.map((c) => ({ value: c, label: VOUCHER_CATEGORY_LABELS[c] }));

/**
 * eGifts Selection (/marketplace/digital): voucher brands filtered by category. The first load takes up to
 * 1000 brands (spec 3 §9) and the grid pages them, 24 a page unless WSPerPage-marketplace-digital says otherwise.
 */
export function EGiftsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = (VOUCHER_CATEGORIES as readonly string[]).includes(raw ?? '') ? (raw as TVoucherCategory) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [perPage, setPerPage] = usePerPage('marketplace-digital', GRID_PAGE_SIZES, MARKETPLACE_PAGE_SIZE);
  const brands = useDigitalProducts(category);
  const [openId, setOpen] = useProductParam();
  const [picked, setPicked] = useState<TProduct | null>(null);

  const all = brands.data?.data ?? [];
  const meta = pageMeta(all.length, page, perPage);
  const current = Math.min(page, meta.last_page);
  const shown = all.slice((current - 1) * perPage, current * perPage);
  const setPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });
  const setCategory = (c: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (c) next.set('category', c);
      else next.delete('category');
      next.delete('page');
      return next;
    });
  const placeholder = picked?.id === openId ? picked : all.find((p) => p.id === openId);

  return (
    <MarketplaceFrame tab="digital" title="eGifts Selection" description="Digital gift vouchers from well-known brands, delivered by e-mail.">
      <Card withBorder radius="md" padding="md" mb="lg">
        <Group align="flex-end">
          <Select label="Category" placeholder="All categories" data={categoryOptions} value={category ?? null} onChange={setCategory} clearable w={240} />
        </Group>
      </Card>
      {brands.isPending ? (
        <ProductGridSkeleton cardHeight={260} />
      ) : brands.isError ? (
        <Alert color="red">The eGifts could not be loaded. Please try again later.</Alert>
      ) : all.length === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="empty-state">
          <Center>
            <Stack align="center" gap="xs" ta="center">
              <IconMoodEmpty size={48} color="var(--mantine-color-gray-5)" />
              <Text fw={600}>{EMPTY_DIGITAL}</Text>
              <Text c="dimmed" size="sm">
                Try a different category.
              </Text>
            </Stack>
          </Center>
        </Card>
      ) : (
        <>
          <ProductGrid
            products={shown}
            dimmed={brands.isPlaceholderData}
            onOpen={(x) => {
              setPicked(x);
              setOpen(x);
            }}
          />
          <PagingFooter
            meta={{ ...meta, current_page: current }}
            shown={shown.length}
            noun="eGifts"
            onPage={setPage}
            perPage={perPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
            sizes={GRID_PAGE_SIZES}
          />
        </>
      )}
      <ProductModal productId={openId} type="voucher" placeholder={placeholder} onClose={() => setOpen(null)} />
    </MarketplaceFrame>
  );
}
