// The `publicacion_manual` switch of a row (issue 13 §1): on, 'Actualizar stock' keeps the
// record as staff left it; saved on click.
import { Switch } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AramisRow } from './columns';
import { useSaveField } from './useSaveField';

export const ManualSwitch = () => {
  const record = useRecordContext<AramisRow>();
  if (!record) return null;
  return <ManualSwitchOf record={record} />;
};

const ManualSwitchOf = ({ record }: { record: AramisRow }) => {
  const { save, shown, isPending } = useSaveField(record, 'publicacion_manual');
  return (
    <Switch
      size="small"
      checked={shown.publicacion_manual === true}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => save(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Publicación manual de ${record.vehicle_id}` } }}
    />
  );
};
