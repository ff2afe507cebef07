// The state of a dashboard's bulk panel: the chosen action and what
// was filled for it, why it cannot be sent yet, the request waiting for the confirmation's
// Aceptar, and the last failure. Each dashboard gives its actions, how it builds a request
// and its confirmation, and how it runs one (BulkPanelFrame shows the state).
import { useState } from 'react';
import type { BulkConfirmation } from './BulkConfirmDialog';
import type { BulkPanelMode } from './BulkPanelFrame';
import { useSingleFlight } from '../../writes';

/** A request waiting for, then running after, the confirmation's Aceptar. */
export interface BulkAsked<Action, Request> {
  action: Action;
  /** 'Aplicar acción' or 'Desactivar': the messages of the run name which. */
  mode: BulkPanelMode;
  request: Request;
  confirmation: BulkConfirmation;
}

type Built<Request> = { ok: true; value: Request } | { ok: false; message: string };

export interface BulkPanelRules<Action, Input, Request> {
  actions: readonly Action[];
  build: (action: Action, mode: BulkPanelMode, input: Input) => Built<Request>;
  confirmation: (action: Action, mode: BulkPanelMode, request: Request) => BulkConfirmation;
  /** Runs the request; settles when its answer has come. */
  run: (asked: BulkAsked<Action, Request>) => unknown;
}

export const useBulkPanel = <Action extends { id: string }, Input extends object, Request>({
  actions,
  build,
  confirmation,
  run,
}: BulkPanelRules<Action, Input, Request>) => {
  const [actionId, setActionId] = useState('');
  const [input, setInput] = useState<Input>({} as Input);
  const [inputError, setInputError] = useState<string>();
  const [pending, setPending] = useState<BulkAsked<Action, Request> | null>(null);
  // Which button's request waits for, then runs after, the confirmation.
  const [asked, setAsked] = useState<BulkPanelMode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = actions.find((a) => a.id === actionId);
  // 'Aceptar' runs the request once, even clicked twice in one tick.
  const accepting = useSingleFlight();
  return {
    actionId,
    chosen,
    input,
    inputError,
    failure,
    setFailure,
    confirmation: pending?.confirmation ?? null,
    /** The button whose request runs now. */
    running: accepting.pending ? asked : null,
    choose: (id: string) => {
      setActionId(id);
      setInput({} as Input);
      setInputError(undefined);
      setFailure(null);
    },
    edit: (next: Input) => {
      setInput(next);
      setInputError(undefined);
    },
    ask: (mode: BulkPanelMode) => {
      if (!chosen) return;
      const built = build(chosen, mode, input);
      if (!built.ok) {
        setInputError(built.message);
        return;
      }
      setFailure(null);
      setAsked(mode);
      setPending({
        action: chosen,
        mode,
        request: built.value,
        confirmation: confirmation(chosen, mode, built.value),
      });
    },
    accept: () =>
      accepting.run(async () => {
        if (!pending) return;
        setPending(null);
        await run(pending);
      }),
    cancel: () => setPending(null),
    /** After a run that changed everything: nothing chosen. */
    reset: () => {
      setActionId('');
      setInput({} as Input);
    },
  };
};
