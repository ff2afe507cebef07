// The list view: 'Resultados' with PROVEEDOR, ID CAMPAÑA, MARCA, MODELO, VERSION, UNIDADES, the
// coloured PAR/EMP/AUT/OTR flags and 'Acciones' › 'Ver'; row selection for 'Descargar fichero CSV';
// the column chooser lives in the list's actions.
import { Button, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, LinkBase } from 'react-admin';
import { formatInteger } from '../../domain/format';
import { FLAG_COLUMNS } from '../../domain/renting/audiences';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import type { RentingVehicle } from '../../domain/renting/types';
import { selectionBody } from '../../layout/SelectionRow';
import { SelectionBar, SelectionTable, TableEmpty } from '../../layout/SelectionTable';
import { textColumns, type TextColumn } from '../../lists/textColumns';
import { AudienceFlag } from './AudienceFlag';
import { DownloadCsvButton } from './DownloadCsvButton';

// Dense cells so that every column and 'Acciones' fit beside the drawer at 1366 px.
const DENSE_TABLE = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
} as const;

const RentingBody = selectionBody<RentingVehicle>((v) => v.idOferta);

const DESCRIPTION_COLUMNS: TextColumn<RentingVehicle>[] = [
  ['providerName', 'PROVEEDOR'],
  ['idOferta', 'ID CAMPAÑA'],
  ['marca', 'MARCA'],
  ['modelo', 'MODELO'],
  ['version', 'VERSION'],
];

/** The selection's size, 'Descargar fichero CSV' and 'Quitar selección'. */
const RentingSelectionBar = () => (
  <SelectionBar
    px={2}
    label={(count) =>
      count === 1 ? '1 vehículo seleccionado' : `${formatInteger(count)} vehículos seleccionados`
    }
  >
    <DownloadCsvButton />
  </SelectionBar>
);

export const RentingTable = ({ basePath }: { basePath: string }) => {
  const Col = DataTable.Col<RentingVehicle>;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {RENTING_TEXTS.tableTitle}
      </Typography>
      <SelectionTable<RentingVehicle>
        selectionBar={<RentingSelectionBar />}
        aria-label={RENTING_TEXTS.tableTitle}
        size="small"
        sx={DENSE_TABLE}
        body={RentingBody}
        empty={<TableEmpty>Ningún vehículo coincide con los filtros</TableEmpty>}
      >
        {textColumns<RentingVehicle>(DESCRIPTION_COLUMNS)}
        <Col source="stock" label="UNIDADES" align="right" render={(v) => formatInteger(v.stock)} />
        {FLAG_COLUMNS.map(({ header, flag }) => (
          <Col
            key={flag}
            source={flag}
            label={header}
            align="center"
            render={(v) => <AudienceFlag on={v[flag] === true} label={header} />}
          />
        ))}
        <Col
          source="_actions"
          label={RENTING_TEXTS.actions}
          disableSort
          render={(v) => (
            <Button
              size="small"
              component={LinkBase}
              to={`${basePath}/${encodeURIComponent(v._id)}`}
              startIcon={<VisibilityIcon />}
            >
              {RENTING_TEXTS.view}
            </Button>
          )}
        />
      </SelectionTable>
    </>
  );
};
