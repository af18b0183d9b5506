import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('batchedReads', () => {
  const make = (max = 100) => {
    const calls: { keys: string[]; arg: number }[] = [];
    const read = batchedReads(
      async (keys: string[], arg: number) => {
        calls.push({ keys, arg });
        if (keys.includes('boom')) throw new Error('read failed');
        return new Map(keys.filter((k) => k !== 'none').map((k) => [k, `${k}@${arg}`]));
      },
      { max, merge: Math.max },
    );
    return { calls, read };
  };

  it('reads the keys asked in one turn once, each asked key once, with the merged argument', async () => {
    const { calls, read } = make();
    const answers = await Promise.all([read('a', 1), read('b', 3), read('a', 2), read('none', 1)]);
    expect(answers).toEqual(['a@3', 'b@3', 'a@3', undefined]);
    expect(calls).toEqual([{ keys: ['a', 'b', 'none'], arg: 3 }]);
  });

  it('reads again in the next turn: nothing is kept between turns', async () => {
    const { calls, read } = make();
    expect(await read('a', 1)).toBe('a@1');
    await turn();
    expect(await read('a', 5)).toBe('a@5');
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['a']]);
  });

  it('a full batch goes at once and the next keys start another', async () => {
    const { calls, read } = make(2);
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((k) => read(k, 1)));
    expect(answers).toEqual(['a@1', 'b@1', 'c@1', 'd@1', 'e@1']);
    expect(calls.map((c) => c.keys)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('a failed read fails every request of its batch, and only those', async () => {
    const { read } = make();
    const failed = await Promise.allSettled([read('a', 1), read('boom', 1)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await turn();
    expect(await read('a', 1)).toBe('a@1');
  });
});
