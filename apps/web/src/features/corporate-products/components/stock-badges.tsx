import { Badge, Group } from '@mantine/core';
import { ALLOCATION_LABELS, freeUnits, STOCK_LABELS, STOCK_LEVEL_COLORS, stockLevel, type TStockCounts } from '@gifthub/shared/corporate-products';

/** The stock and allocation labels of spec 3 §2.3 (thresholds 20 and 1), each with its count for screen readers and on hover. */
export function StockBadges({ product }: { product: TStockCounts }) {
  const stock = stockLevel(product.stock);
  const free = freeUnits(product);
  const alloc = stockLevel(free);
  return (
    <Group gap={6} wrap="wrap" data-testid="stock-badges">
      <Badge color={STOCK_LEVEL_COLORS[stock]} variant="light" title={`${product.stock} in stock`} data-testid="stock-label" style={{ flex: 'none' }}>
        {STOCK_LABELS[stock]}
      </Badge>
      <Badge color={STOCK_LEVEL_COLORS[alloc]} variant="outline" title={`${free} free to allocate`} data-testid="allocation-label" style={{ flex: 'none' }}>
        {ALLOCATION_LABELS[alloc]}
      </Badge>
    </Group>
  );
}
