import type { ComponentType } from 'react';
import { AspectRatio, Badge, Card, Center, Group, Image, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCarrot, IconEggOff, IconGift, IconGlassOff, IconLeaf, IconMeatOff, IconMilkOff, IconMoonStars, IconNut, IconTicket, IconWheatOff, type IconProps } from '@tabler/icons-react';
import { VOUCHER_CATEGORY_LABELS, type TProduct, type TTerm } from '@gifthub/shared/catalogue';
import { formatPounds } from '../../../lib/money';
import { availability } from '../../../domain/gift-flow/components/prices';

// Terms name their icon by its Tabler name; the slug is the fallback.
const DIET_ICONS: Record<string, ComponentType<IconProps>> = {
  leaf: IconLeaf,
  carrot: IconCarrot,
  'wheat-off': IconWheatOff,
  'milk-off': IconMilkOff,
  nut: IconNut,
  'moon-stars': IconMoonStars,
  'glass-off': IconGlassOff,
  'egg-off': IconEggOff,
  'meat-off': IconMeatOff,
  vegan: IconLeaf,
  vegetarian: IconCarrot,
  'gluten-free': IconWheatOff,
  'dairy-free': IconMilkOff,
  'nut-free': IconNut,
  halal: IconMoonStars,
};
const dietIcon = (t: TTerm) => DIET_ICONS[t.icon ?? ''] ?? DIET_ICONS[t.slug] ?? IconLeaf;

/** Grid columns by the width of the content area (the help sidebar narrows it), not of the window. */
export const GRID_COLS = { base: 1, '440px': 2, '680px': 3, '1040px': 4 } as const;

/** One icon per diet term, named by its tooltip and label. */
export function DietIcons({ terms, size = 26 }: { terms: TTerm[]; size?: number }) {
  if (!terms.length) return null;
  return (
    <Group gap={4} data-testid="diet-icons">
      {terms.map((t) => {
        const Icon = dietIcon(t);
        return (
          <Tooltip key={t.slug} label={t.name}>
            <ThemeIcon size={size} radius="xl" variant="light" color="teal" role="img" aria-label={t.name}>
              <Icon size={size * 0.62} />
            </ThemeIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}

export function AvailabilityBadge({ stock }: { stock: number | null }) {
  const a = availability(stock);
  if (a === 'unavailable')
    return (
      <Badge color="red" variant="filled">
        Unavailable
      </Badge>
    );
  if (a === 'low')
    return (
      <Badge color="orange" variant="filled">
        Low availability
      </Badge>
    );
  return null;
}

export function ProductImage({ product, ratio = 4 / 3 }: { product: TProduct; ratio?: number }) {
  return (
    <AspectRatio ratio={ratio}>
      {product.image_url ? (
        <Image src={product.image_url} alt={product.name} fit="cover" />
      ) : (
        <Center bg="gray.1" aria-label={product.name} role="img">
          {product.type === 'voucher' ? <IconTicket size={56} color="var(--mantine-color-gray-5)" /> : <IconGift size={56} color="var(--mantine-color-gray-5)" />}
        </Center>
      )}
    </AspectRatio>
  );
}

/** The eGift brand's face values: its denominations, or its range. */
export const voucherRange = (p: TProduct) => {
  if (p.denominations.length) return p.denominations.map((d) => formatPounds(d).replace(/\.00$/, '')).join(', ');
  const lower = p.face_value_limits?.lower ?? 2;
  const upper = p.face_value_limits?.upper ?? 500;
  return `${formatPounds(lower).replace(/\.00$/, '')} – ${formatPounds(upper).replace(/\.00$/, '')}`;
};

/** A selection's grid of cards, marked busy while the next page loads (not dimmed: dimmed text would fail contrast). */
export function ProductGrid({ products, dimmed, onOpen }: { products: TProduct[]; dimmed: boolean; onOpen: (p: TProduct) => void }) {
  return (
    <SimpleGrid type="container" cols={GRID_COLS} spacing="lg" data-testid="product-grid" aria-busy={dimmed || undefined}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} onOpen={onOpen} />
      ))}
    </SimpleGrid>
  );
}

/** Eight placeholder cards while a selection's first page loads. */
export function ProductGridSkeleton({ cardHeight }: { cardHeight: number }) {
  return (
    <SimpleGrid type="container" cols={GRID_COLS} spacing="lg">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} h={cardHeight} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** A grid card: image, name, price inc VAT (or the brand's values), availability and diet icons. */
export function ProductCard({ product, onOpen }: { product: TProduct; onOpen: (p: TProduct) => void }) {
  const voucher = product.type === 'voucher';
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="button"
      type="button"
      onClick={() => onOpen(product)}
      aria-label={`${product.name}, view details`}
      data-testid="product-card"
      style={{ textAlign: 'left', cursor: 'pointer', display: 'flex', flexDirection: 'column' }}
      className="gh-product-card"
    >
      <Card.Section pos="relative">
        <ProductImage product={product} />
        <Group pos="absolute" top={8} left={8} gap={4}>
          <AvailabilityBadge stock={product.stock} />
        </Group>
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text fw={600} lineClamp={2}>
          {product.name}
        </Text>
        {voucher ? (
          <>
            <Text size="sm" c="dimmed">
              {product.category ? VOUCHER_CATEGORY_LABELS[product.category] : 'eGift'}
            </Text>
            <Text size="sm" fw={500}>
              {voucherRange(product)}
            </Text>
          </>
        ) : (
          <Stack gap={6} mt="auto">
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatPounds(product.price)}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                inc VAT
              </Text>
            </Text>
            <DietIcons terms={product.terms.diet} size={22} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
