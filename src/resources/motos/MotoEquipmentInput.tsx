// The equipment rows of the moto sheet: type Serie, Extras or empty, a description; 'Añadir' adds
// an empty row, a row is removed only while more than one exists (src/domain/motos/equipment.ts). A
// moto without equipment starts with one empty row.
import { SelectInput, TextInput } from 'react-admin';
import { MOTO_EQUIPMENT_TYPE_CHOICES, motoEquipmentType } from '../../domain/motos/equipment';
import { EquipmentRows } from '../../layout/EquipmentRows';

const keepText = (value: string) => value;

export const MotoEquipmentInput = () => (
  <EquipmentRows sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 2 } }}>
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
  </EquipmentRows>
);
