// The sections of the renting form: Proveedor, general data (* marks what a create needs,
// combustible marked but not checked), Precios (Particulares, Autónomos, Empresa: minimum price and
// grid each) and Equipamiento (five text areas). On an edit, Precios and Equipamiento — 54 price
// cells and five text areas below the fold, most of the form's drawing — follow its first paint
// (useSecondTurn), as the own-site form's later sections do.
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { EQUIPMENT_SECTIONS } from '../../../domain/renting/equipment';
import { ECO_LABELS, type AudienceGrid, type AudienceMin } from '../../../domain/renting/types';
import { Section } from '../../../layout/Section';
import { useSecondTurn } from '../../../layout/useSecondTurn';
import { RENTING_FIGURES, type RentingFigureField } from '../../../domain/renting/validation';
import { FigureInput } from '../../../layout/FigureInput';
import { useRentingProviders } from '../useRentingProviders';
import { EquipmentTextArea } from './EquipmentTextArea';
import { MinPriceInputs } from './MinPriceInputs';
import { PriceGridInput } from './PriceGridInput';

const PRICE_SECTIONS: readonly { label: string; grid: AudienceGrid; min: AudienceMin }[] = [
  { label: 'Particulares', grid: 'preciosParticular', min: 'precioMinParticular' },
  { label: 'Autónomos', grid: 'preciosAutonomos', min: 'precioMinAutonomos' },
  { label: 'Empresa', grid: 'preciosEmpresas', min: 'precioMinEmpresas' },
];

const Fields = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 1,
      columnGap: 2,
      gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      '& .MuiFormControl-root': { m: 0 },
    }}
  >
    {children}
  </Box>
);

const ProviderInput = () => {
  const providers = useRentingProviders();
  return (
    <SelectInput
      source="provider"
      label="Proveedor"
      choices={providers}
      emptyText="Sin proveedor"
      sx={{ minWidth: 280 }}
    />
  );
};

const text = (source: string, label: string, required = false) => (
  <TextInput key={source} source={source} label={label} isRequired={required} helperText={false} />
);
const number = (source: RentingFigureField, label: string) => (
  <FigureInput
    key={source}
    source={source}
    label={label}
    helperText={false}
    kind={RENTING_FIGURES[source]}
  />
);

/** `create`: a new vehicle's form is drawn whole at once (its defaults are part of what it sends). */
export const VehicleSections = ({ create = false }: { create?: boolean }) => {
  const all = useSecondTurn() || create;
  return (
    <>
      <FirstSections />
      {all && <LaterSections />}
    </>
  );
};

const FirstSections = () => (
  <>
    <Section variant="outlined" title="Proveedor">
      <ProviderInput />
    </Section>
    <Section variant="outlined" title="Datos generales">
      <Fields>
        {text('marca', 'Marca', true)}
        {text('modelo', 'Modelo', true)}
        {text('version', 'Versión')}
        {text('color', 'Color', true)}
        {text('carroceria', 'Carrocería')}
        {number('potenciaCv', 'Potencia (CV)')}
        {text('cambio', 'Cambio', true)}
        {text('combustible', 'Combustible', true)}
        {number('puertas', 'Puertas')}
        {number('plazas', 'Plazas')}
        {text('emisiones', 'Emisiones')}
        {text('consumoExtUrbano', 'Consumo extraurbano')}
        {number('franquicia', 'Franquicia (€)')}
        <SelectInput
          source="etiquetaEco"
          label="Etiqueta ECO"
          choices={ECO_LABELS.map((label) => ({ id: label, name: label }))}
          emptyText="Sin etiqueta"
          helperText={false}
        />
        {number('stock', 'Unidades')}
        <NumberInput source="idOferta" label="ID Oferta" helperText={false} min={1} step={1} />
      </Fields>
      <BooleanInput source="immediate_delivery" label="Entrega inmediata" helperText={false} />
    </Section>
  </>
);

const LaterSections = () => (
  <>
    <Section variant="outlined" title="Precios">
      {PRICE_SECTIONS.map(({ label, grid, min }) => (
        <Stack key={grid} spacing={1} sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h3">
            {label}
          </Typography>
          <MinPriceInputs source={min} label={label} />
          <PriceGridInput source={grid} label={label} />
        </Stack>
      ))}
    </Section>
    <Section variant="outlined" title="Equipamiento">
      <Stack spacing={2}>
        {EQUIPMENT_SECTIONS.map(({ kind, field, label }) => (
          <EquipmentTextArea key={kind} source={field} kind={kind} label={label} />
        ))}
      </Stack>
    </Section>
  </>
);
