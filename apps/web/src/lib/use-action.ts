import { useState } from 'react';

type TCallbacks<R> = { onSuccess?: (result: R) => void; onError?: (error: unknown) => void };

/** One write of a public page (claim, verify, decline): runs it, says while it is pending, then calls back. */
export function useAction<V, R>(run: (vars: V) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const mutate = (vars: V, { onSuccess, onError }: TCallbacks<R> = {}) => {
    setPending(true);
    run(vars).then(
      (r) => {
        setPending(false);
        onSuccess?.(r);
      },
      (e: unknown) => {
        setPending(false);
        onError?.(e);
      },
    );
  };
  return { mutate, isPending };
}
