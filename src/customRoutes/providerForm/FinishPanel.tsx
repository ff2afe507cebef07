// 'Acabado': the colour group (13), metallic paint, the maker's colour name, the features (one a
// line) and whether the vehicle is in stock.
import { BooleanInput, TextInput } from 'react-admin';
import { COLOUR_GROUPS } from '../../domain/providerForm/options';
import { fieldHint } from '../../domain/providerForm/requirements';
import { ChoiceInput } from './ChoiceInput';
import { FormSection } from './FormSection';

export const FinishPanel = () => (
  <FormSection title="Acabado">
    <ChoiceInput source="colorId" label="Color" choices={COLOUR_GROUPS} />
    <TextInput
      source="additionalColor"
      label="Color del fabricante"
      helperText={fieldHint('additionalColor')}
    />
    <BooleanInput source="metalized" label="Pintura metalizada" helperText={false} />
    <BooleanInput source="stock" label="En stock" helperText={false} />
    <TextInput
      source="features"
      label="Equipamiento (uno por línea)"
      helperText={fieldHint('features')}
      multiline
      minRows={3}
      sx={{ gridColumn: '1 / -1' }}
    />
  </FormSection>
);
