// The list and object fields of the vehicle (editForm.ts NESTED_SECTIONS), each its own editor.
// Prices: entry 0 is cash, entry 3 financed, whole euros like every price of the vehicle; the other
// figures by their kind (src/domain/vehicleFigures.ts).
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  ArrayInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  CONSUMPTION_TYPES,
  LANDING_PAGE_FORM_CHOICES,
  priceEntryLabel,
} from '../../../domain/ownSites/editForm';
import type { OwnSiteVehicle } from '../../../domain/ownSites/vehicle';
import { NO_CAMPAIGN } from '../../../domain/ownSites/webFields';
import { phoneValidator } from '../../../domain/phone';
import { VEHICLE_LIST_FIGURES } from '../../../domain/vehicleFigures';
import type { FigureKind } from '../../../domain/figures';
import { FigureInput } from '../../../layout/FigureInput';
import { CampaignSelect } from './CampaignSelect';
import { DiscountInputs, MarketingInputs } from './WebFieldInputs';

const keepText = (value: string) => value;
const text = (source: string, label: string) => (
  <TextInput source={source} label={label} helperText={false} parse={keepText} />
);
const figure = (source: string, label: string, kind: FigureKind) => (
  <FigureInput source={source} label={label} helperText={false} kind={kind} />
);
const MEASURE = VEHICLE_LIST_FIGURES.dimensiones;

const PriceValue = () => {
  const { index } = useSimpleFormIteratorItem();
  const tipo = useWatch({ name: `precios.${index}.tipo` }) as string | undefined;
  return (
    <FigureInput
      source="valor"
      label={priceEntryLabel(index, tipo)}
      helperText={false}
      kind={VEHICLE_LIST_FIGURES.precios.valor}
    />
  );
};

/** Inline rows wrap instead of squeezing their inputs (dimensions have eight). */
export const WRAPPED_ROWS = {
  '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' },
  '& .RaSimpleFormIterator-form > *': { flex: '1 1 150px', minWidth: 150 },
} as const;

const List = ({ source, children }: { source: string; children: ReactNode }) => (
  <ArrayInput source={source} label={false}>
    <SimpleFormIterator inline disableReordering disableClear sx={WRAPPED_ROWS}>
      {children}
    </SimpleFormIterator>
  </ArrayInput>
);

/** The editor of one NESTED_SECTIONS field (equipment and images have their own). */
export const NestedInput = ({ source }: { source: keyof OwnSiteVehicle }) => {
  const emisiones = useWatch({ name: 'emisiones' }) as unknown;
  switch (source) {
    case 'precios':
      return (
        <List source="precios">
          {text('tipo', 'Tipo')}
          <PriceValue />
        </List>
      );
    case 'consumos':
      return (
        <List source="consumos">
          <SelectInput
            source="tipoConsumo"
            label="Tipo"
            helperText={false}
            choices={CONSUMPTION_TYPES}
          />
          {figure('valor', 'Valor', VEHICLE_LIST_FIGURES.consumos.valor)}
        </List>
      );
    case 'emisiones':
      // One object or, from the group stock, a list: both are edited as held.
      return Array.isArray(emisiones) ? (
        <List source="emisiones">
          {text('normativa', 'Normativa')}
          {figure('valor', 'Valor', VEHICLE_LIST_FIGURES.emisiones.valor)}
        </List>
      ) : (
        <>
          {text('emisiones.normativa', 'Normativa')}
          {figure('emisiones.valor', 'Valor', VEHICLE_LIST_FIGURES.emisiones.valor)}
        </>
      );
    case 'dimensiones':
      return (
        <List source="dimensiones">
          {figure('largo', 'Largo', MEASURE.largo)}
          {figure('ancho', 'Ancho', MEASURE.ancho)}
          {figure('alto', 'Alto', MEASURE.alto)}
          {figure('volumenMaletero', 'Volumen maletero', MEASURE.volumenMaletero)}
          {figure('capacidadDeposito', 'Capacidad depósito', MEASURE.capacidadDeposito)}
          {text('neumaticoDelantero', 'Neumático delantero')}
          {text('neumaticoTrasero', 'Neumático trasero')}
          {text('medidasNeumaticos', 'Medidas neumáticos')}
        </List>
      );
    case 'vehiculoContacto':
      return (
        <List source="vehiculoContacto">
          {text('nombreVendedor', 'Nombre del vendedor')}
          <TextInput
            source="telefonoVendedor"
            label="Teléfono del vendedor"
            helperText={false}
            parse={keepText}
            validate={phoneValidator}
          />
        </List>
      );
    case 'landingPages':
      return (
        <SelectArrayInput
          source="landingPages"
          label="Landing pages"
          helperText={false}
          choices={LANDING_PAGE_FORM_CHOICES}
          sx={{ minWidth: 240 }}
        />
      );
    case 'campana':
      return <CampaignSelect source="campana" label="Campaña" noneLabel={NO_CAMPAIGN} none={{}} />;
    case 'marketing':
      return <MarketingInputs />;
    case 'discount':
      return (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            alignItems: 'center',
            '& > *': { flex: '1 1 200px', minWidth: 0 },
          }}
        >
          <DiscountInputs />
        </Box>
      );
    default:
      return null;
  }
};
