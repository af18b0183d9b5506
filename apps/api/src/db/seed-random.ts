/**
 * A small seeded generator (mulberry32, seeded by a string's FNV-1a hash) for the seeds: the same data on every first
 * start. next() in [0, 1); int(lo, hi) whole numbers lo..hi; between(lo, hi) a real number; pick(xs) one of xs.
 */
export function seededGenerator(seed: string) {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2_654_435_761) >>> 0, 2_166_136_261);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    between: (lo: number, hi: number) => lo + next() * (hi - lo),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}
