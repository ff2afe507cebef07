// Spec 3 §2.5 / §5 equipment rows: an editable list; a row can be added, and removed only
// while more than one exists (src/domain/ownSites/equipment.ts).
import {
  ArrayInput,
  NumberInput,
  RemoveItemButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
} from 'react-admin';
import {
  EQUIPMENT_TYPE_CHOICES,
  canRemoveEquipmentRow,
  emptyEquipmentRow,
  equipmentTypeValue,
} from '../../../domain/ownSites/equipment';
import { NUMBER_STEP } from './FieldInput';
import { WRAPPED_ROWS } from './NestedInputs';

const EMPTY = emptyEquipmentRow();
const keepText = (value: string) => value;

/** Spec 3 §5: no remove button while a single row remains. */
const RemoveRowButton = () => {
  const { total } = useSimpleFormIterator();
  return canRemoveEquipmentRow(Array.from({ length: total })) ? <RemoveItemButton /> : null;
};

export const EquipmentInput = () => (
  <ArrayInput source="equipamiento" label={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      removeButton={<RemoveRowButton />}
      sx={WRAPPED_ROWS}
    >
      <TextInput
        source="codigo"
        label="Código"
        helperText={false}
        parse={keepText}
        defaultValue={EMPTY.codigo}
      />
      <SelectInput
        source="tipo"
        label="Tipo"
        helperText={false}
        choices={EQUIPMENT_TYPE_CHOICES.filter((c) => c.id !== '')}
        emptyText="Ninguno"
        format={equipmentTypeValue}
        parse={keepText}
        defaultValue={EMPTY.tipo}
      />
      <NumberInput
        source="precio"
        label="Precio"
        helperText={false}
        step={NUMBER_STEP}
        defaultValue={EMPTY.precio}
      />
      <TextInput
        source="descripcion"
        label="Descripción"
        helperText={false}
        parse={keepText}
        defaultValue={EMPTY.descripcion}
        sx={{ flexGrow: 3 }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);
