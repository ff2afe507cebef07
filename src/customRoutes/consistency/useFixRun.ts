// A fix of some drifts: asked for (one row's 'Corregir' or 'Corregir seleccionados'),
// confirmed after reading what it will do, then sent in chunks so the dialog shows 'i de n',
// and its results kept until the dialog is closed. The report and the history are read
// again at the end; the selection is cleared.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useUnselectAll } from 'react-admin';
import { CONSISTENCY_RESOURCE, fixDrifts } from '../../dataProvider/consistency';
import { HISTORY_RESOURCE } from '../../dataProvider/audit';
import {
  addChunkFailure,
  addFixAnswer,
  fixChunks,
  startTally,
  tallySummary,
  type FixTally,
} from '../../domain/consistency/fixRun';
import type { FixItem } from '../../domain/consistency/types';

export type FixRunState =
  | { phase: 'idle' }
  | { phase: 'confirm'; items: FixItem[] }
  | { phase: 'running'; items: FixItem[]; tally: FixTally }
  | { phase: 'done'; items: FixItem[]; tally: FixTally };

export const DRIFTS_SELECTION = 'consistency-drifts';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Error de comunicación con el servidor';

export const useFixRun = () => {
  const [state, setState] = useState<FixRunState>({ phase: 'idle' });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const unselectAll = useUnselectAll(DRIFTS_SELECTION);
  // A second click on 'Corregir' before the dialog changes must not start a second run.
  const started = useRef(false);

  const request = useCallback((items: FixItem[]) => {
    if (items.length) setState({ phase: 'confirm', items });
  }, []);

  const cancel = useCallback(
    () => setState((current) => (current.phase === 'running' ? current : { phase: 'idle' })),
    [],
  );

  const confirm = useCallback(async () => {
    if (state.phase !== 'confirm' || started.current) return;
    started.current = true;
    const { items } = state;
    let tally = startTally(items.length);
    setState({ phase: 'running', items, tally });
    for (const chunk of fixChunks(items)) {
      try {
        tally = addFixAnswer(tally, chunk, await fixDrifts(chunk));
      } catch (error) {
        tally = addChunkFailure(tally, chunk, messageOf(error));
      }
      setState({ phase: 'running', items, tally });
    }
    started.current = false;
    setState({ phase: 'done', items, tally });
    unselectAll();
    notify(`Corrección terminada: ${tallySummary(tally)}`, {
      type: tally.failed.length ? 'warning' : 'success',
    });
    void queryClient.invalidateQueries({ queryKey: [CONSISTENCY_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: [HISTORY_RESOURCE] });
  }, [state, unselectAll, notify, queryClient]);

  return { state, request, confirm, cancel };
};

/** What the rows' and the selection's buttons need: ask for a fix, and whether one runs. */
export interface FixRunRequest {
  busy: boolean;
  request: (items: FixItem[]) => void;
}

export const FixRunContext = createContext<FixRunRequest>({
  busy: false,
  request: () => undefined,
});

export const useFixRequest = () => useContext(FixRunContext);

export const useFixRunContextValue = (state: FixRunState, request: FixRunRequest['request']) =>
  useMemo(
    (): FixRunRequest => ({
      busy: state.phase === 'running' || state.phase === 'confirm',
      request,
    }),
    [state.phase, request],
  );
