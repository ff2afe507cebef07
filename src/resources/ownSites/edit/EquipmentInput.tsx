// Equipment rows: an editable list; a row can be added, and removed only while more than one exists
// (src/domain/ownSites/equipment.ts).
import { SelectInput, TextInput } from 'react-admin';
import {
  EQUIPMENT_TYPE_CHOICES,
  emptyEquipmentRow,
  equipmentTypeValue,
} from '../../../domain/ownSites/equipment';
import { VEHICLE_LIST_FIGURES } from '../../../domain/vehicleFigures';
import { EquipmentRows } from '../../../layout/EquipmentRows';
import { FigureInput } from '../../../layout/FigureInput';
import { WRAPPED_ROWS } from './NestedInputs';

const EMPTY = emptyEquipmentRow();
const keepText = (value: string) => value;

export const EquipmentInput = () => (
  <EquipmentRows sx={WRAPPED_ROWS}>
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
    <FigureInput
      source="precio"
      label="Precio"
      helperText={false}
      kind={VEHICLE_LIST_FIGURES.equipamiento.precio}
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
  </EquipmentRows>
);
