import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed-catalogue';
import { AppError } from '../../lib/app-error';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { benchPhysicalCatalogue, countProducts, listProducts } from './catalogue.repository';
import { getProductForSale, releaseStock, reserveStock, restockProduct, setProductStatus, toProductView, updateProduct } from './catalogue.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.db;
const productIds = async (type: 'physical' | 'voucher') => (await listProducts(db(), { type, status: 'active', page: 1, perPage: 200 })).rows.map((r) => r.id);
const stockOf = async (id: number) => (await getProductForSale(db(), id)).stock;
const reserve = (id: number, q: number) => db().transaction((tx) => reserveStock(tx, id, q));

describe('reserveStock and releaseStock', () => {
  it('under concurrent sales the stock never goes below zero and exactly the available units are sold', async () => {
    const [id] = await productIds('physical');
    await updateProduct(db(), id!, { stock: 5 });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => reserve(id!, 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures).toHaveLength(7);
    for (const f of failures) {
      expect(f.reason).toBeInstanceOf(AppError);
      expect(f.reason).toMatchObject({ status: 422, message: 'This gift is out of stock.' });
    }
    expect(await stockOf(id!)).toBe(0);
  });

  it('mixed with concurrent restocks the count adds up and stays non-negative', async () => {
    const id = (await productIds('physical'))[1]!;
    await updateProduct(db(), id, { stock: 10 });
    const sales = Array.from({ length: 8 }, () => reserve(id, 2).then(() => 1, () => 0));
    const restocks = Array.from({ length: 4 }, () => restockProduct(db(), id, 1));
    const sold = (await Promise.all([...sales, ...restocks.map((p) => p.then(() => 0))])).reduce<number>((a, b) => a + b, 0);
    const after = await stockOf(id);
    expect(after).toBe(10 + 4 - 2 * sold);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(sold).toBeGreaterThanOrEqual(5);
    expect(sold).toBeLessThanOrEqual(7);
  });

  it('asking for more than is left sells nothing; a failed sale rolls its reservation back; release gives units back', async () => {
    const id = (await productIds('physical'))[2]!;
    await updateProduct(db(), id, { stock: 3 });
    await expect(reserve(id, 4)).rejects.toMatchObject({ status: 422 });
    expect(await stockOf(id)).toBe(3);
    await expect(
      db().transaction(async (tx) => {
        await reserveStock(tx, id, 2);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await stockOf(id)).toBe(3);
    await reserve(id, 3);
    expect(await stockOf(id)).toBe(0);
    await db().transaction((tx) => releaseStock(tx, id, 2));
    expect(await stockOf(id)).toBe(2);
    await expect(reserve(id, 0)).rejects.toMatchObject({ status: 422 });
    await expect(reserve(99_999_999, 1)).rejects.toMatchObject({ status: 404, message: 'Gift not found.' });
  });

  it('unlimited (voucher) stock is left alone', async () => {
    const [id] = await productIds('voucher');
    await reserve(id!, 500);
    await db().transaction((tx) => releaseStock(tx, id!, 3));
    expect(await stockOf(id!)).toBeNull();
  });
});

describe('getProductForSale and toProductView', () => {
  it('answers the active row in pence; hidden or unknown products are 404 Gift not found.', async () => {
    const id = (await productIds('physical'))[3]!;
    const row = await getProductForSale(db(), id);
    expect(row.price).toBe(Math.floor((row.priceExVat * 240 + 100) / 200));
    expect(toProductView(row, [])).toMatchObject({ id, price: row.price / 100, price_ex_vat: row.priceExVat / 100, terms: { type: [], occasion: [], diet: [] } });
    await setProductStatus(db(), id, 'hidden');
    await expect(getProductForSale(db(), id)).rejects.toMatchObject({ status: 404, message: 'Gift not found.' });
    await setProductStatus(db(), id, 'active');
    for (const bad of [0, -1, 1.5, 2 ** 40]) await expect(getProductForSale(db(), bad)).rejects.toMatchObject({ status: 404 });
  });
});

describe('seed and bench hook', () => {
  it('seeding again does nothing when the catalogue has products', async () => {
    const before = await countProducts(db());
    await seedCatalogue(db());
    expect(await countProducts(db())).toBe(before);
  });

  it('benchPhysicalCatalogue runs the filtered marketplace query', async () => {
    const all = await benchPhysicalCatalogue(db());
    expect(all.count).toBe(24);
    const some = await benchPhysicalCatalogue(db(), { type: 'hampers', diet: 'vegetarian', priceMin: 3000, priceMax: 5000 });
    expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeLessThan(all.total);
  });
});
