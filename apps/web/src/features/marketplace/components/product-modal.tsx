import { useState } from 'react';
import { Alert, Badge, Box, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconSend } from '@tabler/icons-react';
import { VOUCHER_CATEGORY_LABELS, type TProduct } from '@gifthub/shared/catalogue';
import { directSendAllowed } from '@gifthub/shared/gifts';
import { paymentOutcomeTexts } from '@gifthub/shared/payments';
import { GuardedModal } from '../../../components/guarded-modal';
import { FLOW_TITLES, GiftFlow } from '../../../domain/gift-flow/components/gift-flow';
import type { TFlowMode } from '../../../domain/gift-flow/components/gift-form';
import { availability } from '../../../domain/gift-flow/components/prices';
import { descriptionParagraphs } from '../../../lib/description';
import { formatPounds } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { useUi } from '../../../lib/ui';
import { useProduct } from '../api/get-product';
import { AvailabilityBadge, DietIcons, ProductImage, voucherRange } from './product-card';

/** Spec 3 §9: the product modal is 1000 px wide. */
export const PRODUCT_MODAL_WIDTH = 1000;

/**
 * The marketplace product detail modal (spec 3 §2.2): the gift, then Select & Send (not for corporation 5) or
 * Create A New Invitation. In demo mode the actions open the sign-up prompt instead.
 */
export function ProductModal({ productId, type, placeholder, onClose }: { productId: number | null; type: TProduct['type']; placeholder?: TProduct; onClose: () => void }) {
  const ui = useUi();
  const [mode, setMode] = useState<TFlowMode | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const close = () => {
    setMode(null);
    setTitle(null);
    onClose();
  };
  const product = useProduct(productId, type, placeholder);
  const p = product.data;
  const heading = title ?? (mode ? FLOW_TITLES[mode] : p?.type === 'voucher' ? 'eGift details' : 'Gift details');
  return (
    // Guarded: the gift flow asks before its entered data is discarded, and cannot be closed while it pays.
    <GuardedModal
      opened={productId !== null}
      onClose={close}
      size={PRODUCT_MODAL_WIDTH}
      title={<Text fw={700} size="lg">{heading}</Text>}
      closeOnClickOutside={mode === null}
      leaveText={paymentOutcomeTexts.leaveWhilePaying}
    >
      {productId !== null &&
        (product.isPending ? (
          <Center py={80}>
            <Loader aria-label="Loading" />
          </Center>
        ) : !p ? (
          <Alert color="red">This gift could not be found. It may no longer be available.</Alert>
        ) : mode ? (
          <GiftFlow
            key={`${p.id}-${mode}`}
            product={p}
            mode={mode}
            onBack={() => {
              setMode(null);
              setTitle(null);
            }}
            onClose={close}
            onTitle={setTitle}
          />
        ) : (
          <ProductInfo
            product={p}
            onAction={setMode}
            onSignUp={() => {
              // The sign-up prompt is the shell's modal: close this one so it shows on top.
              close();
              ui.openSignUp();
            }}
          />
        ))}
    </GuardedModal>
  );
}

function ProductInfo({ product: p, onAction, onSignUp }: { product: TProduct; onAction: (m: TFlowMode) => void; onSignUp: () => void }) {
  const session = useSession();
  const unavailable = availability(p.stock) === 'unavailable';
  const directSend = directSendAllowed(session.team.corporation_id);
  const act = (m: TFlowMode) => (session.demo ? onSignUp() : onAction(m));
  const tags = [...p.terms.type, ...p.terms.occasion];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" data-testid="product-info">
      <Box pos="relative">
        <ProductImage product={p} ratio={1} />
      </Box>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {p.name}
        </Title>
        {p.type === 'voucher' ? (
          <Group gap="xs">
            {p.category && <Badge variant="light">{VOUCHER_CATEGORY_LABELS[p.category]}</Badge>}
            <Text size="sm">Values: {voucherRange(p)}</Text>
          </Group>
        ) : (
          <Group gap="sm" align="baseline">
            <Text fw={700} size="xl">
              {formatPounds(p.price)} <Text span size="sm" c="dimmed" fw={400}>inc VAT</Text>
            </Text>
            <Text size="sm" c="dimmed">
              {formatPounds(p.price_ex_vat)} ex VAT
            </Text>
            <AvailabilityBadge stock={p.stock} />
          </Group>
        )}
        {tags.length > 0 && (
          <Group gap={6}>
            {tags.map((t) => (
              <Badge key={`${t.taxonomy}-${t.slug}`} variant="outline" color="gray" tt="none">
                {t.name}
              </Badge>
            ))}
          </Group>
        )}
        {p.terms.diet.length > 0 && (
          <Group gap="xs">
            <DietIcons terms={p.terms.diet} />
            <Text size="sm" c="dimmed">
              {p.terms.diet.map((t) => t.name).join(', ')}
            </Text>
          </Group>
        )}
        <Stack gap={6} style={{ maxHeight: 260, overflowY: 'auto' }}>
          {descriptionParagraphs(p.description).map((para, i) => (
            <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {para}
            </Text>
          ))}
        </Stack>
        {p.type === 'physical' && (
          <Text size="xs" c="dimmed">
            Ships to UK addresses only. Pick and pack and shipping are added at checkout.
          </Text>
        )}
        {unavailable && <Alert color="red">This gift is currently unavailable.</Alert>}
        <Group mt="sm">
          {directSend && (
            <Button leftSection={<IconSend size={18} />} onClick={() => act('send')} disabled={unavailable}>
              Select & Send
            </Button>
          )}
          <Button variant={directSend ? 'light' : 'filled'} leftSection={<IconLink size={18} />} onClick={() => act('invite')} disabled={unavailable}>
            Create A New Invitation
          </Button>
        </Group>
        {session.demo && (
          <Text size="xs" c="dimmed">
            This is a preview: sign up to send gifts.
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
