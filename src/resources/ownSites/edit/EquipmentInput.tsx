// Equipment rows: an editable list; a row can be added, and removed only while more than one exists
// (src/domain/ownSites/equipment.ts).
import {
  EQUIPMENT_TYPE_CHOICES,
  emptyEquipmentRow,
  equipmentTypeValue,
} from '../../../domain/ownSites/equipment';
import { VEHICLE_LIST_FIGURES } from '../../../domain/vehicleFigures';
import {
  EquipmentRows,
  equipmentTextInput,
  equipmentTypeInput,
} from '../../../layout/EquipmentRows';
import { FigureInput } from '../../../layout/FigureInput';
import { WRAPPED_ROWS } from './NestedInputs';

const EMPTY = emptyEquipmentRow();

export const EquipmentInput = () => (
  <EquipmentRows sx={WRAPPED_ROWS}>
    {equipmentTextInput({ source: 'codigo', label: 'Código', defaultValue: EMPTY.codigo })}
    {equipmentTypeInput({
      choices: EQUIPMENT_TYPE_CHOICES,
      format: equipmentTypeValue,
      defaultValue: EMPTY.tipo,
    })}
    <FigureInput
      source="precio"
      label="Precio"
      helperText={false}
      kind={VEHICLE_LIST_FIGURES.equipamiento.precio}
      defaultValue={EMPTY.precio}
    />
    {equipmentTextInput({ defaultValue: EMPTY.descripcion, sx: { flexGrow: 3 } })}
  </EquipmentRows>
);
