// The save button of every form: react-admin's <SaveButton>, off with a spinner while the
// enclosing <SubmitOnce> saves (not only while react-hook-form submits: a second submit that
// was dropped ends its own submitting early), and off for good once a `lockAfterSave` form
// has saved.
import { CircularProgress } from '@mui/material';
import { SaveButton, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useSubmitState } from './SubmitOnce';

export const SubmitButton = ({ alwaysEnable, disabled, icon, ...rest }: SaveButtonProps) => {
  const state = useSubmitState();
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || Boolean(state?.pending);
  const off = busy || Boolean(state?.done);
  return (
    <SaveButton
      {...rest}
      // react-admin's own rule (off while pristine) unless the form says otherwise.
      alwaysEnable={off ? false : alwaysEnable}
      disabled={off || disabled}
      aria-busy={busy || undefined}
      icon={busy ? <CircularProgress size={14} thickness={3} color="inherit" /> : icon}
    />
  );
};
