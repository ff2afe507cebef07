// The button of every write outside a form (bulk actions, imports, sends, syncs, fixes):
// disabled with a spinner from the click until the answer, and a second click meanwhile —
// even in the same tick — does nothing (useSingleFlight).
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useNotify } from 'react-admin';
import { useSingleFlight, type SingleFlight, type Submission } from './useSingleFlight';

export type WriteButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** The write; the button stays busy until its promise settles. */
  onClick: (event: MouseEvent<HTMLButtonElement>, submission: Submission) => unknown;
  /** Busy for longer than the click's promise (a run the page follows, a confirmation open). */
  working?: boolean;
  /** The flight it shares with another way to start the same write (Enter in a form). */
  flight?: SingleFlight;
};

/** The message of a write that failed without saying so itself. */
export const writeFailure = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'No se ha podido completar la acción';

export const WriteButton = ({ onClick, working = false, flight, ...rest }: WriteButtonProps) => {
  const own = useSingleFlight();
  const { run, pending } = flight ?? own;
  const notify = useNotify();
  const busy = pending || working;
  return (
    <Button
      {...rest}
      loading={busy}
      loadingPosition="start"
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A write that throws is said, never lost in the console.
        run((submission) => onClick(event, submission)).catch((error: unknown) =>
          notify(writeFailure(error), { type: 'error' }),
        );
      }}
    />
  );
};
