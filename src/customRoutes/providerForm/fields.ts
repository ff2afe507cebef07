// The new-vehicle form's panels and, in order, the fields of each: a field's source, its label and
// the input it takes. What every field shares follows from its source, in ProviderField: the hint
// under it ('Campo requerido' / 'Campo opcional') and, for a choice of the cascade, the lower
// choices cleared when it changes. The typed amounts are whole euros, as the group prices cars
// (src/domain/figures.ts).
import type { ComponentType } from 'react';
import { minValue, regex, required, type Validator } from 'react-admin';
import type { FixedChoiceField } from '../../domain/providerForm/options';
import { ProviderPrices } from './ProviderPrices';

/** The lists of the cascade loaded from the provider (useCatalogue). */
export type LoadedList = 'models' | 'bodyTypes' | 'doors' | 'versions';

/** A select: of fixed choices (options.ts), or of a list the provider loads. */
export type ChoiceSpec = { label: string } & (
  | { input: 'choice'; source: FixedChoiceField }
  | {
      input: 'loaded';
      source: string;
      list: LoadedList;
      /** What to say while the list cannot be loaded yet. */
      waitingFor: string;
      /** What to say when the provider has nothing for the choices made. */
      whenEmpty?: string;
    }
);

export type FieldSpec =
  | ChoiceSpec
  | ({ source: string; label: string } & (
      | { input: 'euros'; validate?: Validator[]; min: number }
      /** `lines`: a text of several lines, across the panel. */
      | { input: 'text'; validate?: Validator[]; lines?: number }
      | { input: 'switch' }
    ));

export interface PanelSpec {
  title: string;
  fields: FieldSpec[];
  /** Shown after the fields. */
  footer?: ComponentType;
}

const PRICE_RULES = [required(), minValue(1)];
const OPTIONAL_PRICE_RULES = [minValue(1)];

/** A VIN: 17 letters and digits, without I, O or Q (the server checks the same). */
const CHASSIS_RULES = [
  regex(/^\s*[A-HJ-NPR-Z0-9]{17}\s*$/i, 'El bastidor tiene 17 letras y números (sin I, O ni Q)'),
];

const WAITING_FOR_MODEL = 'elija el modelo';

export const PANELS: PanelSpec[] = [
  {
    // Choosing the fuel loads the models the provider sells for brand, year and fuel.
    title: 'Marca y modelo',
    fields: [
      { source: 'brand', label: 'Marca', input: 'choice' },
      { source: 'year', label: 'Año', input: 'choice' },
      { source: 'fuelType', label: 'Combustible', input: 'choice' },
      {
        source: 'model',
        label: 'Modelo',
        input: 'loaded',
        list: 'models',
        waitingFor: 'elija marca, año y combustible',
        whenEmpty: 'no hay modelos con este combustible ese año',
      },
    ],
  },
  {
    // The prices as the user knows them (with VAT), the surcharge (default 1000) and, live, the
    // price the provider gets.
    title: 'Precio y garantía',
    fields: [
      {
        source: 'price',
        label: 'Precio al contado (con IVA)',
        input: 'euros',
        validate: PRICE_RULES,
        min: 1,
      },
      {
        source: 'financedPrice',
        label: 'Precio financiado (con IVA)',
        input: 'euros',
        validate: OPTIONAL_PRICE_RULES,
        min: 1,
      },
      {
        source: 'monthlyFee',
        label: 'Cuota mensual',
        input: 'euros',
        validate: OPTIONAL_PRICE_RULES,
        min: 1,
      },
      { source: 'surcharge', label: 'Recargo del proveedor', input: 'euros', min: 0 },
      { source: 'warranty', label: 'Garantía', input: 'choice' },
    ],
    footer: ProviderPrices,
  },
  {
    // The model loads body types and doors; the transmission loads the versions.
    title: 'Datos de la versión',
    fields: [
      {
        source: 'bodyType',
        label: 'Carrocería',
        input: 'loaded',
        list: 'bodyTypes',
        waitingFor: WAITING_FOR_MODEL,
      },
      {
        source: 'doors',
        label: 'Puertas',
        input: 'loaded',
        list: 'doors',
        waitingFor: WAITING_FOR_MODEL,
      },
      { source: 'transmission', label: 'Cambio', input: 'choice' },
      {
        source: 'version',
        label: 'Versión',
        input: 'loaded',
        list: 'versions',
        waitingFor: 'elija carrocería, puertas y cambio',
        whenEmpty: 'no hay versiones con este cambio',
      },
      {
        source: 'chassisNumber',
        label: 'Número de bastidor',
        input: 'text',
        validate: CHASSIS_RULES,
      },
      { source: 'location', label: 'Ubicación', input: 'choice' },
      {
        source: 'environmentalLabel',
        label: 'Etiqueta medioambiental',
        input: 'choice',
      },
    ],
  },
  {
    // The colour group (13), the maker's colour name, metallic paint, whether the vehicle is in
    // stock and the features (one a line).
    title: 'Acabado',
    fields: [
      { source: 'colorId', label: 'Color', input: 'choice' },
      { source: 'additionalColor', label: 'Color del fabricante', input: 'text' },
      { source: 'metalized', label: 'Pintura metalizada', input: 'switch' },
      { source: 'stock', label: 'En stock', input: 'switch' },
      { source: 'features', label: 'Equipamiento (uno por línea)', input: 'text', lines: 3 },
    ],
  },
];
