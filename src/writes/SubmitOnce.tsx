// A form saves once per submission. <SubmitOnce> sits between the page's save (react-admin's
// <Create>/<Edit>, or a `save` of the screen's own) and its form: the save the form calls
// runs at most one at a time (a second submit while one runs, even in the same tick, is
// dropped), each submission gives its requests one Idempotency-Key, and <SubmitButton>
// shows the save working until the answer comes. With `lockAfterSave` a form that is done
// once it saved (a create page waiting to leave) keeps its button off after a success.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  SaveContextProvider,
  useRegisterMutationMiddleware,
  useSaveContext,
  type SaveHandlerCallbacks,
} from 'react-admin';
import { newIdempotencyKey } from '../dataProvider/idempotencyKey';
import { useSingleFlight, type Submission } from './useSingleFlight';

export interface SubmitState {
  /** A submission is being saved. */
  pending: boolean;
  /** Saved, and the form takes no other submission (`lockAfterSave`). */
  done: boolean;
}

const SubmitStateContext = createContext<SubmitState | null>(null);

/** The state of the enclosing <SubmitOnce>, null outside one. */
export const useSubmitState = (): SubmitState | null => useContext(SubmitStateContext);

type Values = Record<string, unknown>;

/**
 * A screen's own save: it settles when the answer has come, with nothing when saved or the
 * errors to show by field (as a react-admin form's onSubmit).
 */
export type OwnSave = (
  values: Values,
  submission: Submission,
) => Promise<Record<string, string> | undefined | void> | Record<string, string> | undefined | void;

/** Only the callbacks a save takes: react-admin's <Form> passes its submit event there. */
const callbacksOf = (given: unknown): SaveHandlerCallbacks => {
  if (!given || typeof given !== 'object') return {};
  const { onSuccess, onError, transform, meta } = given as SaveHandlerCallbacks;
  return Object.fromEntries(
    Object.entries({ onSuccess, onError, transform, meta }).filter(([, v]) => v !== undefined),
  );
};

interface MutationParams {
  meta?: Record<string, unknown>;
  [param: string]: unknown;
}
type Mutate = (resource: string, params: MutationParams) => Promise<unknown>;

export const SubmitOnce = ({
  children,
  save: ownSave,
  lockAfterSave = false,
}: {
  children: ReactNode;
  /** The screen's save, for forms that save without a react-admin controller. */
  save?: OwnSave;
  lockAfterSave?: boolean;
}) => {
  const parent = useSaveContext();
  const { run, pending } = useSingleFlight();
  const [done, setDone] = useState(false);
  const submissionKey = useRef<string | null>(null);

  // react-admin's create/update call: it carries the submission's key, and its success is
  // what `lockAfterSave` waits for (the page's own callbacks stay as they are).
  const middleware = useCallback(
    async (resource: string, params: MutationParams, next: Mutate) => {
      const idempotencyKey = submissionKey.current ?? newIdempotencyKey();
      const result = await next(resource, { ...params, meta: { ...params.meta, idempotencyKey } });
      if (lockAfterSave) setDone(true);
      return result;
    },
    [lockAfterSave],
  );
  useRegisterMutationMiddleware<Mutate>(middleware);

  const parentSave = parent.save;
  const save = useCallback(
    (values: Values, callbacks?: unknown) =>
      run(async (submission) => {
        if (ownSave) {
          // What it answers is the form's: nothing when saved, else errors by field.
          const errors = await ownSave(values, submission);
          if (lockAfterSave && errors == null) setDone(true);
          return errors;
        }
        submissionKey.current = submission.idempotencyKey;
        try {
          return await parentSave?.(values, callbacksOf(callbacks));
        } finally {
          submissionKey.current = null;
        }
      }),
    [run, ownSave, parentSave, lockAfterSave],
  );

  const state = useMemo(() => ({ pending, done }), [pending, done]);
  const context = useMemo(
    () => ({ ...parent, save, saving: pending || Boolean(parent.saving) }),
    [parent, save, pending],
  );
  return (
    <SubmitStateContext.Provider value={state}>
      <SaveContextProvider value={context}>{children}</SaveContextProvider>
    </SubmitStateContext.Provider>
  );
};
