// 'Datos de la versión': body type and doors (loaded by the model), the transmission (which loads
// the versions), the version, the chassis number, the location and the environmental label.
import { TextInput, regex } from 'react-admin';
import { formatInteger } from '../../domain/format';
import { ENVIRONMENTAL_LABELS, LOCATIONS, TRANSMISSIONS } from '../../domain/providerForm/options';
import { fieldHint } from '../../domain/providerForm/requirements';
import { ChoiceInput } from './ChoiceInput';
import { FormSection } from './FormSection';
import type { useCatalogue } from './useCatalogue';

type Catalogue = ReturnType<typeof useCatalogue>;

/** A VIN: 17 letters and digits, without I, O or Q (the server checks the same). */
const CHASSIS_RULES = [
  regex(/^\s*[A-HJ-NPR-Z0-9]{17}\s*$/i, 'El bastidor tiene 17 letras y números (sin I, O ni Q)'),
];

export const VersionPanel = ({ catalogue }: { catalogue: Catalogue }) => {
  const versions = catalogue.versions.choices.map((v) => ({
    id: v.id,
    name: `${v.name} (${formatInteger(v.powerCv)} CV)`,
  }));
  return (
    <FormSection title="Datos de la versión">
      <ChoiceInput
        source="bodyType"
        label="Carrocería"
        choices={catalogue.bodyTypes.choices}
        list={catalogue.bodyTypes}
        cascade="bodyType"
        waitingFor="elija el modelo"
      />
      <ChoiceInput
        source="doors"
        label="Puertas"
        choices={catalogue.doors.choices}
        list={catalogue.doors}
        cascade="doors"
        waitingFor="elija el modelo"
      />
      <ChoiceInput
        source="transmission"
        label="Cambio"
        choices={TRANSMISSIONS}
        cascade="transmission"
      />
      <ChoiceInput
        source="version"
        label="Versión"
        choices={versions}
        list={catalogue.versions}
        cascade="version"
        waitingFor="elija carrocería, puertas y cambio"
        whenEmpty="no hay versiones con este cambio"
      />
      <TextInput
        source="chassisNumber"
        label="Número de bastidor"
        validate={CHASSIS_RULES}
        helperText={fieldHint('chassisNumber')}
      />
      <ChoiceInput source="location" label="Ubicación" choices={LOCATIONS} />
      <ChoiceInput
        source="environmentalLabel"
        label="Etiqueta medioambiental"
        choices={ENVIRONMENTAL_LABELS}
      />
    </FormSection>
  );
};
