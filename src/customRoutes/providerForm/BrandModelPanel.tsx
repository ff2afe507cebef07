// 'Marca y modelo': brand, year and fuel (fixed options), then the model the provider sells for
// them (choosing the fuel loads the models).
import { BRANDS, FUEL_TYPES, YEARS } from '../../domain/providerForm/options';
import { ChoiceInput } from './ChoiceInput';
import { FormSection } from './FormSection';
import type { useCatalogue } from './useCatalogue';

type Catalogue = ReturnType<typeof useCatalogue>;

export const BrandModelPanel = ({ catalogue }: { catalogue: Catalogue }) => (
  <FormSection title="Marca y modelo">
    <ChoiceInput source="brand" label="Marca" choices={BRANDS} cascade="brand" />
    <ChoiceInput source="year" label="Año" choices={YEARS} cascade="year" />
    <ChoiceInput source="fuelType" label="Combustible" choices={FUEL_TYPES} cascade="fuelType" />
    <ChoiceInput
      source="model"
      label="Modelo"
      choices={catalogue.models.choices}
      list={catalogue.models}
      cascade="model"
      waitingFor="elija marca, año y combustible"
      whenEmpty="no hay modelos con este combustible ese año"
    />
  </FormSection>
);
