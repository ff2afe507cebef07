// The moto sheet warns before leaving with unsaved changes: while the form holds changes not saved,
// leaving asks react-admin's own question (ra.message.unsaved_changes).
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { LeaveGuard } from '../../layout/LeaveGuard';

export const UnsavedChangesGuard = () => {
  const translate = useTranslate();
  const { dirtyFields, isSubmitting } = useFormState();
  return (
    <LeaveGuard
      active={Object.keys(dirtyFields).length > 0 && !isSubmitting}
      title="Cambios sin guardar"
      text={translate('ra.message.unsaved_changes')}
      leaveLabel="Salir sin guardar"
    />
  );
};
