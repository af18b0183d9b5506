import { useMemo } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, Modal, NumberInput, Radio, SegmentedControl, Select, SimpleGrid, Stack, Switch, Table, TagsInput, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TGiftOption, TRewardType } from '@gifthub/shared/campaigns';
import type { TProduct } from '@gifthub/shared/catalogue';
import { ApiError } from '../../../lib/api-client';
import { formatPounds } from '../../../lib/money';
import { useAdminProducts } from '../api/get-admin-products';
import { useSaveAdminCampaignOption } from '../api/save-admin-campaign-option';
import { optionBody, optionFormErrors, optionInitialValues, shippingRow, validateOption, type TOptionFormValues } from './campaign-option-form';
import { exFromInc, incFromEx } from './product-form';

const money = { decimalScale: 2, fixedDecimalScale: true, min: 0, step: 0.5, prefix: '£', thousandSeparator: ',' } as const;
/** The picker lists up to this many products of the type; the catalogue holds about a hundred. */
const PICKER_SIZE = 200;

type TForm = UseFormReturnType<TOptionFormValues>;

/** Create New Option (option null) or edit one of a campaign's gift options; a fresh form each time it opens. */
export function CampaignOptionModal({
  opened,
  campaignId,
  teamId,
  reward,
  option,
  onClose,
}: {
  opened: boolean;
  campaignId: number;
  /** The campaign's team: its own corporate products are offered beside the catalogue. */
  teamId?: number;
  reward: TRewardType;
  option: TGiftOption | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={option ? `Edit ${option.name}` : 'Create New Option'} size="xl">
      {opened && <OptionForm key={option?.id ?? 'new'} campaignId={campaignId} teamId={teamId} reward={reward} option={option} onClose={onClose} />}
    </Modal>
  );
}

const productLabel = (p: TProduct) => (p.type === 'voucher' ? (p.brand_name ?? p.name) : `${p.name} (${formatPounds(p.price)})`);

/** What picking a product fills in while the staff have not: the name, and the product's shipping, pick and pack or voucher limits. */
function fillFromProduct(form: TForm, p: TProduct) {
  const v = form.values;
  if (!v.name.trim()) form.setFieldValue('name', p.type === 'voucher' ? (p.brand_name ?? p.name) : p.name);
  if (p.type === 'physical') {
    if (v.shipping_costs.length === 0) form.setFieldValue('shipping_costs', p.shipping_costs.map((g) => shippingRow(g.countries, g.shipping_ev_cost, g.shipping_iv_cost)));
    if (v.pp_ev_cost === '' && v.pp_iv_cost === '') {
      form.setFieldValue('pp_ev_cost', p.pp_ev_cost);
      form.setFieldValue('pp_iv_cost', p.pp_iv_cost);
    }
  } else if (p.face_value_limits && v.voucher_lower === '' && v.voucher_upper === '') {
    form.setFieldValue('voucher_lower', p.face_value_limits.lower);
    form.setFieldValue('voucher_upper', p.face_value_limits.upper);
  }
}

function OptionForm({ campaignId, teamId, reward, option, onClose }: { campaignId: number; teamId?: number; reward: TRewardType; option: TGiftOption | null; onClose: () => void }) {
  const initial = useMemo(() => optionInitialValues(option, reward), [option, reward]);
  const form = useForm<TOptionFormValues>({ initialValues: initial, validate: validateOption });
  const save = useSaveAdminCampaignOption(campaignId);
  const v = form.values;
  const physical = v.type === 'physical';
  // The catalogue and the campaign's team's own corporate products.
  const products = useAdminProducts({ type: v.type, status: 'active', team_id: teamId, page: 1, per_page: PICKER_SIZE });
  const choices = useMemo(() => {
    const list = (products.data?.data ?? []).map((p) => ({ value: String(p.id), label: productLabel(p) }));
    // The linked product stays choosable even when it is hidden now or beyond the first page.
    if (option?.product_id && option.type === v.type && !list.some((c) => c.value === String(option.product_id)))
      list.unshift({ value: String(option.product_id), label: option.product_name ?? `Product ${option.product_id}` });
    return list;
  }, [products.data, option, v.type]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: option?.id, body: optionBody(values) },
      {
        onSuccess: (o) => {
          notifications.show({ color: 'green', title: option ? 'Option saved' : 'Option created', message: o.name });
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.errors).length) form.setErrors(optionFormErrors(e.fieldErrors()));
          else form.setErrors({ _: e instanceof ApiError ? e.message : 'The option could not be saved.' });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="campaign-option-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="option-type-label">
            Type
          </Text>
          <SegmentedControl
            aria-labelledby="option-type-label"
            data={[
              { value: 'physical', label: 'Physical' },
              { value: 'voucher', label: 'Voucher' },
            ]}
            value={v.type}
            onChange={(t) => {
              form.setFieldValue('type', t as TOptionFormValues['type']);
              form.setFieldValue('product_id', null);
            }}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={physical ? 'Product' : 'Voucher brand'}
            withAsterisk
            searchable
            nothingFoundMessage="No product matches"
            placeholder={products.isPending ? 'Loading…' : physical ? 'Choose a catalogue product' : 'Choose a voucher brand'}
            data={choices}
            {...form.getInputProps('product_id')}
            onChange={(id) => {
              form.setFieldValue('product_id', id);
              const p = products.data?.data.find((x) => String(x.id) === id);
              if (p) fillFromProduct(form, p);
            }}
          />
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <NumberInput label="Availability" description="Units left; leave blank for no stock count." min={0} step={1} allowDecimal={false} {...form.getInputProps('available')} />
          <Switch label="Enabled" description="Offered to recipients." mt="lg" {...form.getInputProps('enabled', { type: 'checkbox' })} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={8} {...form.getInputProps('description')} />

        {physical ? <PhysicalFields form={form} /> : <VoucherFields form={form} />}

        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {option ? 'Save changes' : 'Create option'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An ex VAT and an inc VAT amount kept together at 20%, either one typed. */
function PairedMoney({ form, ex, inc, labels, description }: { form: TForm; ex: 'price_ev' | 'pp_ev_cost'; inc: 'price_iv' | 'pp_iv_cost'; labels: [string, string]; description?: string }) {
  return (
    <>
      <NumberInput
        label={labels[0]}
        description={description}
        {...money}
        {...form.getInputProps(ex)}
        onChange={(x) => {
          form.setFieldValue(ex, x);
          form.setFieldValue(inc, incFromEx(x));
        }}
      />
      <NumberInput
        label={labels[1]}
        description={description && 'Worked out at 20%; edit it to work back ex. VAT.'}
        {...money}
        {...form.getInputProps(inc)}
        onChange={(x) => {
          form.setFieldValue(inc, x);
          form.setFieldValue(ex, exFromInc(x));
        }}
      />
    </>
  );
}

function PhysicalFields({ form }: { form: TForm }) {
  return (
    <>
      <Divider label="Price" labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PairedMoney form={form} ex="price_ev" inc="price_iv" labels={['Price ex. VAT', 'Price inc. VAT']} description="Leave blank to use the product's price." />
      </SimpleGrid>
      <Divider label="Shipping costs" labelPosition="left" mt="xs" />
      <ShippingTable form={form} />
      <Divider label="Pick and pack" labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PairedMoney form={form} ex="pp_ev_cost" inc="pp_iv_cost" labels={['Pick and pack ex. VAT', 'Pick and pack inc. VAT']} />
      </SimpleGrid>
      <Radio.Group label="Notecard format" {...form.getInputProps('notecard_format')}>
        <Group mt={6}>
          <Radio value="landscape" label="Landscape" />
          <Radio value="portrait" label="Portrait" />
        </Group>
      </Radio.Group>
    </>
  );
}

/** Shipping costs per country group: countries as ISO codes, ex and inc VAT; rows added and removed. */
function ShippingTable({ form }: { form: TForm }) {
  const rows = form.values.shipping_costs;
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No country groups: the product&apos;s own shipping costs apply.
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={6} aria-label="Shipping costs" data-testid="shipping-costs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Countries (ISO codes)</Table.Th>
              <Table.Th w={150}>Ex. VAT</Table.Th>
              <Table.Th w={150}>Inc. VAT</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.key}>
                <Table.Td>
                  <TagsInput
                    aria-label={`Countries of group ${i + 1}`}
                    placeholder="GB, IE…"
                    splitChars={[',', ' ']}
                    {...form.getInputProps(`shipping_costs.${i}.countries`)}
                    onChange={(codes) => form.setFieldValue(`shipping_costs.${i}.countries`, codes.map((c) => c.trim().toUpperCase()).filter(Boolean))}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Shipping ex. VAT of group ${i + 1}`}
                    {...money}
                    {...form.getInputProps(`shipping_costs.${i}.shipping_ev_cost`)}
                    onChange={(x) => {
                      form.setFieldValue(`shipping_costs.${i}.shipping_ev_cost`, x);
                      form.setFieldValue(`shipping_costs.${i}.shipping_iv_cost`, incFromEx(x));
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput aria-label={`Shipping inc. VAT of group ${i + 1}`} {...money} {...form.getInputProps(`shipping_costs.${i}.shipping_iv_cost`)} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove group ${i + 1}`} onClick={() => form.removeListItem('shipping_costs', i)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('shipping_costs', shippingRow(rows.length ? [] : ['GB']))}>
          Add country group
        </Button>
      </Group>
    </Stack>
  );
}

function VoucherFields({ form }: { form: TForm }) {
  return (
    <>
      <Divider label="Voucher" labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput label="Voucher Value" description="A fixed value; leave blank to let the recipient choose within the limits." {...money} {...form.getInputProps('voucher_value')} />
        <NumberInput label="Voucher limit" description="How many may be claimed; leave blank for unlimited." min={1} step={1} allowDecimal={false} {...form.getInputProps('voucher_limit')} />
        <NumberInput label="Voucher lower limit" {...money} {...form.getInputProps('voucher_lower')} />
        <NumberInput label="Voucher upper limit" {...money} {...form.getInputProps('voucher_upper')} />
      </SimpleGrid>
    </>
  );
}
