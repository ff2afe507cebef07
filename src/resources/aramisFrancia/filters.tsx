// The panel's filters (docs/API.md "Aramis Francia": the server filters).
import { NumberInput, SearchInput, SelectInput, TextInput } from 'react-admin';

const YES_NO = [
  { id: 'true', name: 'Sí' },
  { id: 'false', name: 'No' },
];
// The supplier's own labels (src/domain/aramis.ts), as they come.
const ENERGIES = ['Essence', 'Diesel', 'Électrique', 'Hybride'].map((id) => ({ id, name: id }));
const GEARBOXES = ['Automatique', 'Manuelle'].map((id) => ({ id, name: id }));

export const aramisFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Buscar"
    slotProps={{ htmlInput: { maxLength: 200 } }}
  />,
  <TextInput key="make_label" source="make_label" label="Marca" />,
  <TextInput key="model_label" source="model_label" label="Modelo" />,
  <SelectInput key="energy_label" source="energy_label" label="Energía" choices={ENERGIES} />,
  <SelectInput key="gearbox_label" source="gearbox_label" label="Cambio" choices={GEARBOXES} />,
  <NumberInput key="precio_aramis_gte" source="precio_aramis_gte" label="Precio Aramis desde" />,
  <NumberInput key="precio_aramis_lte" source="precio_aramis_lte" label="Precio Aramis hasta" />,
  <NumberInput key="mileage_lte" source="mileage_lte" label="Kilómetros hasta" />,
  <SelectInput
    key="publicacion_manual"
    source="publicacion_manual"
    label="Publicación manual"
    choices={YES_NO}
  />,
];
