/**
 * Reads by key that the requests arriving together share: every key asked for during one turn of the event loop
 * (the requests the server parsed in that turn) is read by one query when the turn ends (setImmediate), and each
 * caller gets its own key's answer. Under load one round trip serves many requests, where the time went (bench:
 * RESULTS.md); a request alone waits for nothing but the end of its own turn.
 *
 * Each read still happens after its request arrived, so a write committed before a request (a sign-out, a member
 * removed) counts for it: nothing is kept between turns. A key asked twice in one turn is read once.
 */
export function batchedReads<K, V, TArg>(
  read: (keys: K[], arg: TArg) => Promise<Map<K, V>>,
  opts: { max: number; merge: (a: TArg, b: TArg) => TArg },
): (key: K, arg: TArg) => Promise<V | undefined> {
  type TWaiter = { resolve: (v: V | undefined) => void; reject: (err: unknown) => void };
  type TBatch = { waiters: Map<K, TWaiter[]>; arg: TArg };
  let pending: TBatch | null = null;

  const run = async (batch: TBatch) => {
    try {
      const answers = await read([...batch.waiters.keys()], batch.arg);
      for (const [key, waiters] of batch.waiters) for (const w of waiters) w.resolve(answers.get(key));
    } catch (err) {
      for (const waiters of batch.waiters.values()) for (const w of waiters) w.reject(err);
    }
  };
  const take = (batch: TBatch) => {
    if (pending === batch) pending = null;
    void run(batch);
  };

  return (key, arg) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = pending;
      if (!batch) {
        const started: TBatch = { waiters: new Map(), arg };
        batch = pending = started;
        setImmediate(() => {
          if (pending === started) take(started);
        });
      } else batch.arg = opts.merge(batch.arg, arg);
      const waiters = batch.waiters.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.waiters.set(key, [{ resolve, reject }]);
      // A full batch goes at once; the next key starts another.
      if (batch.waiters.size >= opts.max) take(batch);
    });
}
