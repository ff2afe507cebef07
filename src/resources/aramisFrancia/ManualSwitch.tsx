// The `publicacion_manual` switch of a row: on, 'Actualizar stock' keeps the record as staff left
// it; saved on click.
import { useRecordContext } from 'react-admin';
import { InlineEditCell } from '../../lists/InlineEditCell';
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
    <InlineEditCell
      name={`Publicación manual de ${record.vehicle_id}`}
      field={{ kind: 'boolean', checked: shown.publicacion_manual === true }}
      pending={isPending}
      onSave={save}
    />
  );
};
