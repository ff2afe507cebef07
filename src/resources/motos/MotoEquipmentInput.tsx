// The equipment rows of the moto sheet: type Serie, Extras or empty, a description; 'Añadir' adds
// an empty row, a row is removed only while more than one exists (src/domain/motos/equipment.ts). A
// moto without equipment starts with one empty row.
import { MOTO_EQUIPMENT_TYPE_CHOICES, motoEquipmentType } from '../../domain/motos/equipment';
import { EquipmentRows, equipmentTextInput, equipmentTypeInput } from '../../layout/EquipmentRows';

export const MotoEquipmentInput = () => (
  <EquipmentRows sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 2 } }}>
    {equipmentTypeInput({
      choices: MOTO_EQUIPMENT_TYPE_CHOICES,
      format: motoEquipmentType,
      defaultValue: '',
      sx: { minWidth: 140 },
    })}
    {equipmentTextInput({ defaultValue: '', sx: { flexGrow: 1, minWidth: 260 } })}
  </EquipmentRows>
);
