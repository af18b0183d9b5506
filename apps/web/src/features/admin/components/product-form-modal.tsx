import { useMemo } from 'react';
import { Alert, Button, Divider, Group, Modal, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { VOUCHER_CATEGORIES, VOUCHER_CATEGORY_LABELS, type TProduct, type TTaxonomy } from '@gifthub/shared/catalogue';
import { ApiError } from '../../../lib/api-client';
import { formatPounds } from '../../../lib/money';
import { useCatalogueTerms } from '../api/get-admin-products';
import { useSaveProduct } from '../api/save-admin-product';
import { changedFields, exFromInc, incFromEx, initialValues, toBody, toFormErrors, validateProduct, type TProductFormValues } from './product-form';

const TERM_FIELDS: { key: 'type' | 'occasion' | 'diet'; taxonomy: TTaxonomy; label: string }[] = [
  { key: 'type', taxonomy: 'marketplace-product-type', label: 'Product type terms' },
  { key: 'occasion', taxonomy: 'marketplace-product-occasion', label: 'Occasion terms' },
  { key: 'diet', taxonomy: 'marketplace-product-diet', label: 'Diet terms' },
];
const CATEGORY_OPTIONS = VOUCHER_CATEGORIES.map((c) => ({ value: c, label: VOUCHER_CATEGORY_LABELS[c] }));
const money = { decimalScale: 2, fixedDecimalScale: true, min: 0, step: 0.5, prefix: '£', thousandSeparator: ',' } as const;

const incNote = (ex: number | string) => {
  const inc = incFromEx(ex);
  return inc === '' ? 'Inc VAT is worked out at 20%.' : `${formatPounds(Number(inc))} inc VAT`;
};

/** Create (product null) or edit a catalogue product; a fresh form each time it opens. */
export function ProductFormModal({ opened, product, onClose }: { opened: boolean; product: TProduct | null; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={product ? `Edit ${product.name}` : 'New product'} size="xl">
      {opened && <ProductForm key={product?.id ?? 'new'} product={product} onClose={onClose} />}
    </Modal>
  );
}

function ProductForm({ product, onClose }: { product: TProduct | null; onClose: () => void }) {
  const create = !product;
  const initial = useMemo(() => initialValues(product), [product]);
  const form = useForm<TProductFormValues>({ initialValues: initial, validate: validateProduct(create) });
  const save = useSaveProduct();
  const terms = useCatalogueTerms();

  const v = form.values;
  const physical = v.type === 'physical';
  const termOptions = (taxonomy: TTaxonomy) => (terms.data ?? []).filter((t) => t.taxonomy === taxonomy).map((t) => ({ value: t.slug, label: t.name }));

  const submit = form.onSubmit((values) => {
    const body = create ? toBody(values, true) : changedFields(toBody(values, false), toBody(initial, false));
    if (!create && Object.keys(body).length === 0) return onClose();
    save.mutate(
      { id: product?.id, body },
      {
        onSuccess: (p) => {
          notifications.show({ color: 'green', title: create ? 'Product created' : 'Product saved', message: p.name });
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.errors).length) form.setErrors(toFormErrors(e.fieldErrors()));
          else form.setErrors({ _: e instanceof ApiError ? e.message : 'The product could not be saved.' });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="product-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        {create && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="product-type-label">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="product-type-label"
              data={[
                { value: 'physical', label: 'Physical gift' },
                { value: 'voucher', label: 'eGift voucher' },
              ]}
              {...form.getInputProps('type')}
            />
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" withAsterisk description="Shown on gift pages and in e-mails." {...form.getInputProps('name')} />
          <TextInput label="Slug" description={create ? 'Leave empty to make one from the name.' : 'Part of the product link.'} {...form.getInputProps('slug')} />
        </SimpleGrid>
        <Textarea label="Description" withAsterisk description="Plain text; a blank line starts a new paragraph." autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
        {create && (
          <Select
            label="Status"
            data={[
              { value: 'active', label: 'Shown in the marketplace' },
              { value: 'hidden', label: 'Hidden' },
            ]}
            allowDeselect={false}
            w={{ base: '100%', sm: 260 }}
            {...form.getInputProps('status')}
          />
        )}

        <Divider label={physical ? 'Prices, costs and stock' : 'Voucher'} labelPosition="left" mt="xs" />
        {physical ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label="Price ex VAT"
                withAsterisk
                description="What the team pays for the gift, before VAT."
                {...money}
                {...form.getInputProps('price_ex_vat')}
                onChange={(x) => {
                  form.setFieldValue('price_ex_vat', x);
                  form.setFieldValue('price_inc_vat', incFromEx(x));
                }}
              />
              <NumberInput
                label="Price inc VAT"
                description="Worked out at 20%; edit it to work back ex VAT."
                {...money}
                {...form.getInputProps('price_inc_vat')}
                onChange={(x) => {
                  form.setFieldValue('price_inc_vat', x);
                  form.setFieldValue('price_ex_vat', exFromInc(x));
                }}
              />
              <NumberInput label="Pick and pack ex VAT" description={incNote(v.pp_ev_cost)} {...money} {...form.getInputProps('pp_ev_cost')} />
              <NumberInput label="GB shipping ex VAT" description={incNote(v.shipping_ev_cost)} {...money} {...form.getInputProps('shipping_ev_cost')} />
              <NumberInput
                label="Stock"
                withAsterisk={create}
                description={create ? undefined : 'Use Restock to add units that arrive.'}
                min={0}
                step={1}
                allowDecimal={false}
                {...form.getInputProps('stock')}
              />
            </SimpleGrid>
            <Divider label="Marketplace filters" labelPosition="left" mt="xs" />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {TERM_FIELDS.map((f) => (
                <MultiSelect
                  key={f.key}
                  label={f.label}
                  data={termOptions(f.taxonomy)}
                  searchable
                  clearable
                  placeholder={terms.isPending ? 'Loading…' : 'Choose'}
                  {...form.getInputProps(`terms.${f.key}`)}
                />
              ))}
            </SimpleGrid>
          </>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Brand Name" withAsterisk {...form.getInputProps('brand_name')} />
              <Select label="Category" withAsterisk data={CATEGORY_OPTIONS} {...form.getInputProps('category')} />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="voucher-values-label">
                Voucher values
              </Text>
              <SegmentedControl
                aria-labelledby="voucher-values-label"
                data={[
                  { value: 'denominations', label: 'Fixed denominations' },
                  { value: 'limits', label: 'Face value limits' },
                ]}
                {...form.getInputProps('value_mode')}
              />
            </Stack>
            {v.value_mode === 'denominations' ? (
              <TagsInput
                label="Denominations (£)"
                description="Type a value and press Enter, e.g. 10, 25, 50."
                splitChars={[',', ' ']}
                clearable
                {...form.getInputProps('denominations')}
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NumberInput label="Lower limit" description="At least £2 by default" {...money} {...form.getInputProps('lower')} />
                <NumberInput label="Upper limit" description="At most £500 by default" {...money} {...form.getInputProps('upper')} />
                <NumberInput label="Minor unit" description="Step between values, e.g. £0.01" {...money} step={0.01} {...form.getInputProps('minor_unit')} />
              </SimpleGrid>
            )}
          </>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {create ? 'Create product' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
