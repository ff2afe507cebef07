// Spec 1 §3, §4, §5 equipment rows of the moto sheet: type Serie, Extras or empty, a
// description; 'Añadir' adds an empty row, a row is removed only while more than one exists
// (src/domain/motos/equipment.ts). A moto without equipment starts with one empty row.
import {
  ArrayInput,
  RemoveItemButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
} from 'react-admin';
import {
  MOTO_EQUIPMENT_TYPE_CHOICES,
  canRemoveEquipmentRow,
  motoEquipmentType,
} from '../../domain/motos/equipment';

const keepText = (value: string) => value;

const RemoveRowButton = () => {
  const { total } = useSimpleFormIterator();
  return canRemoveEquipmentRow(Array.from({ length: total })) ? <RemoveItemButton /> : null;
};

export const MotoEquipmentInput = () => (
  <ArrayInput source="equipamiento" label={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      removeButton={<RemoveRowButton />}
      sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 2 } }}
    >
      <SelectInput
        source="tipo"
        label="Tipo"
        helperText={false}
        choices={MOTO_EQUIPMENT_TYPE_CHOICES.filter((c) => c.id !== '')}
        emptyText="Ninguno"
        format={motoEquipmentType}
        parse={keepText}
        defaultValue=""
        sx={{ minWidth: 140 }}
      />
      <TextInput
        source="descripcion"
        label="Descripción"
        helperText={false}
        parse={keepText}
        defaultValue=""
        sx={{ flexGrow: 1, minWidth: 260 }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);
