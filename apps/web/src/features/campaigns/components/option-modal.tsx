import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Group, Image, Modal, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { optionUnitsLeft, type TGiftOption } from '@gifthub/shared/campaigns';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { formatPounds } from '../../../lib/money';
import { useOption } from '../api/get-option';
import { useUpdateOption } from '../api/update-option';
import { availability } from './campaign-labels';

export const UNLIMITED = 'Unlimited';

/** The Option modal (spec 1 §2): the option's details read-only, its description editable by Pro members. */
export function OptionModal({ opened, option, canEdit, onClose }: { opened: boolean; option: TGiftOption | null; canEdit: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={option?.name ?? 'Gift option'} size="lg">
      {option && <OptionDetails key={option.id} initial={option} canEdit={canEdit} />}
    </Modal>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function OptionDetails({ initial, canEdit }: { initial: TGiftOption; canEdit: boolean }) {
  const { data } = useOption(initial.id, initial);
  const o = data ?? initial;
  const left = optionUnitsLeft(o);
  const a = availability(left);
  const limits = o.voucher_brand_info?.digital_face_value_limits;
  return (
    <Stack gap="md" data-testid="option-modal">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {o.image_url && <Image src={o.image_url} alt="" w={120} h={120} fit="cover" radius="sm" />}
        <Stack gap={6}>
          <Group gap={6}>
            <Badge variant="outline" color="gray">
              {o.type === 'voucher' ? 'Voucher' : 'Physical'}
            </Badge>
            <Badge variant="light" color={a.color}>
              {a.label}
            </Badge>
            {!o.enabled && (
              <Badge variant="light" color="gray">
                Disabled
              </Badge>
            )}
          </Group>
          {/* Options link catalogue products, voucher brands or the team's own corporate products, which link to their page (spec 1 §2). */}
          <Field label={o.type === 'voucher' ? 'Voucher brand' : o.corporate_product ? 'Corporate product' : 'Product'} testId="option-product">
            {o.type === 'voucher' ? (
              (o.voucher_brand ?? o.product_name ?? '—')
            ) : o.corporate_product && o.product_id ? (
              <Anchor component={Link} to={`/campaigns/corporate-products/${o.product_id}`} size="sm" data-testid="option-product-link">
                {o.product_name ?? 'View the product'}
              </Anchor>
            ) : (
              (o.product_name ?? '—')
            )}
          </Field>
        </Stack>
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        {o.type === 'physical' ? (
          <>
            <Field label="Price">
              {formatPounds(o.price)} inc. VAT ({formatPounds(o.price_ex_vat)} ex. VAT)
            </Field>
            <Field label="Pick and pack">
              {formatPounds(o.pp_iv_cost)} inc. VAT ({formatPounds(o.pp_ev_cost)} ex. VAT)
            </Field>
            <Field label="Notecard format">{o.notecard_format === 'portrait' ? 'Portrait' : 'Landscape'}</Field>
          </>
        ) : (
          <>
            <Field label="Voucher value" testId="option-voucher-value">
              {o.voucher_value === null ? (limits ? `Chosen by the recipient, ${formatPounds(limits.lower)} to ${formatPounds(limits.upper)}` : 'Chosen by the recipient') : formatPounds(o.voucher_value)}
            </Field>
            <Field label="Limit" testId="option-limit">
              {o.voucher_limit === null ? UNLIMITED : `${o.voucher_limit.toLocaleString('en-GB')} vouchers`}
            </Field>
          </>
        )}
        <Field label="Availability">{left === null ? 'No stock limit' : `${left.toLocaleString('en-GB')} left`}</Field>
        <Field label="Registrations">{(o.reg_count ?? initial.reg_count ?? 0).toLocaleString('en-GB')}</Field>
      </SimpleGrid>
      <DescriptionField option={o} canEdit={canEdit} />
      {o.type === 'physical' && <ShippingTable option={o} />}
    </Stack>
  );
}

function DescriptionField({ option, canEdit }: { option: TGiftOption; canEdit: boolean }) {
  const [text, setText] = useState(option.description);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOption(option.id);
  if (!canEdit)
    return (
      <Field label="Description" testId="option-description">
        {option.description || '—'}
      </Field>
    );
  const save = () => {
    setError(null);
    update.mutate(
      { description: text },
      { onError: (e) => setError(e instanceof ApiError ? (e.fieldErrors().description ?? e.message) : 'The description could not be saved.') },
    );
  };
  return (
    <Stack gap="xs">
      <Textarea label="Description" description="Shown to recipients on the campaign page." autosize minRows={3} maxRows={8} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} />
      <Group justify="flex-end">
        <WriteButton size="xs" onClick={save} loading={update.isPending} disabled={text === option.description}>
          Save Description
        </WriteButton>
      </Group>
      {update.isSuccess && text === option.description && (
        <Alert color="green" variant="light" p="xs">
          The description has been saved.
        </Alert>
      )}
    </Stack>
  );
}

/** Shipping per country group, ex. and inc. VAT (spec 1 §3 shipping_costs). */
function ShippingTable({ option }: { option: TGiftOption }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        Shipping
      </Title>
      {option.shipping_costs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No shipping costs are set for this option.
        </Text>
      ) : (
        <Table withTableBorder data-testid="shipping-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Countries</Table.Th>
              <Table.Th>Shipping ex. VAT</Table.Th>
              <Table.Th>Shipping inc. VAT</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {option.shipping_costs.map((g) => (
              <Table.Tr key={g.countries.join(',')}>
                <Table.Td>{g.countries.join(', ')}</Table.Td>
                <Table.Td>{formatPounds(g.shipping_ev_cost)}</Table.Td>
                <Table.Td>{formatPounds(g.shipping_iv_cost)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
