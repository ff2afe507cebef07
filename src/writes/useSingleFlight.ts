// A write starts once: from the click until its answer, another click (even one in the same
// tick, before React has drawn the button disabled) does nothing. The running flag is a ref,
// read and set synchronously; `pending` is the same state for drawing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../dataProvider/idempotencyKey';

/** What one run of a write carries: the key its requests send (one per submission). */
export interface Submission {
  idempotencyKey: string;
}

export interface SingleFlight {
  /**
   * Runs `action` unless a run is in flight; a refused call resolves to undefined without
   * running it. The action's error is the returned promise's.
   */
  run: <T>(action: (submission: Submission) => T | Promise<T>) => Promise<T | undefined>;
  /** A run is in flight. */
  pending: boolean;
}

export const useSingleFlight = (): SingleFlight => {
  const running = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <T>(action: (submission: Submission) => T | Promise<T>): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        return await action({ idempotencyKey: newIdempotencyKey() });
      } finally {
        running.current = false;
        if (mounted.current) setPending(false);
      }
    },
    [],
  );
  return { run, pending };
};
