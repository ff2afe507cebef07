// The confirmation of a write (a delete, a drop): react-admin's <Confirm> whose confirm
// button runs the write once (useSingleFlight), shows a spinner until the answer, and which
// neither cancel nor a click outside closes meanwhile.
import { CircularProgress } from '@mui/material';
import { Confirm, useNotify, type ConfirmProps } from 'react-admin';
import { useSingleFlight, type Submission } from './useSingleFlight';
import { writeFailure } from './WriteButton';

const Working = () => <CircularProgress size={18} thickness={4} color="inherit" />;

export type WriteConfirmProps = Omit<ConfirmProps, 'onConfirm' | 'loading'> & {
  /** The write; the dialog stays busy until its promise settles. */
  onConfirm: (submission: Submission) => unknown;
  /** Busy for other reasons too. */
  loading?: boolean;
};

export const WriteConfirm = ({
  onConfirm,
  onClose,
  loading,
  ConfirmIcon,
  ...rest
}: WriteConfirmProps) => {
  const { run, pending } = useSingleFlight();
  const notify = useNotify();
  const busy = pending || Boolean(loading);
  return (
    <Confirm
      {...rest}
      loading={busy}
      ConfirmIcon={busy ? Working : ConfirmIcon}
      onClose={(event) => {
        if (!busy) onClose(event);
      }}
      onConfirm={() => {
        run((submission) => onConfirm(submission)).catch((error: unknown) =>
          notify(writeFailure(error), { type: 'error' }),
        );
      }}
    />
  );
};
