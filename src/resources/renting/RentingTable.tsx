// The list view: 'Resultados' with PROVEEDOR, ID CAMPAÑA, MARCA, MODELO, VERSION, UNIDADES, the
// coloured PAR/EMP/AUT/OTR flags and 'Acciones' › 'Ver'; row selection for 'Descargar fichero CSV';
// the column chooser lives in the list's actions.
import { Box, Button, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, LinkBase, useListContext } from 'react-admin';
import { formatInteger } from '../../domain/format';
import { FLAG_COLUMNS } from '../../domain/renting/audiences';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import type { RentingVehicle } from '../../domain/renting/types';
import { selectionBody } from '../../layout/SelectionRow';
import { AudienceFlag } from './AudienceFlag';
import { DownloadCsvButton } from './DownloadCsvButton';

// Dense cells so that every column and 'Acciones' fit beside the drawer at 1366 px.
const DENSE_TABLE = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
} as const;

/**
 * The selection's size, 'Descargar fichero CSV' and 'Quitar selección', above the table's
 * scrolling box (react-admin's own toolbar floats over the table's top, which that box clips).
 */
const RentingBody = selectionBody<RentingVehicle>((v) => v.idOferta);

const SelectionBar = () => {
  const { selectedIds = [], onUnselectItems } = useListContext();
  const count = selectedIds.length;
  if (count === 0) return null;
  return (
    <Box
      role="toolbar"
      aria-label="Selección"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 0.5,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2">
        {count === 1
          ? '1 vehículo seleccionado'
          : `${formatInteger(count)} vehículos seleccionados`}
      </Typography>
      <DownloadCsvButton />
      <Button size="small" onClick={() => onUnselectItems()}>
        Quitar selección
      </Button>
    </Box>
  );
};

export const RentingTable = ({ basePath }: { basePath: string }) => {
  const Col = DataTable.Col<RentingVehicle>;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {RENTING_TEXTS.tableTitle}
      </Typography>
      <SelectionBar />
      <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <DataTable<RentingVehicle>
          aria-label={RENTING_TEXTS.tableTitle}
          size="small"
          sx={DENSE_TABLE}
          rowClick={false}
          body={RentingBody}
          bulkActionButtons={<></>}
          bulkActionsToolbar={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              Ningún vehículo coincide con los filtros
            </Typography>
          }
        >
          <Col source="providerName" label="PROVEEDOR" />
          <Col source="idOferta" label="ID CAMPAÑA" />
          <Col source="marca" label="MARCA" />
          <Col source="modelo" label="MODELO" />
          <Col source="version" label="VERSION" />
          <Col
            source="stock"
            label="UNIDADES"
            align="right"
            render={(v) => formatInteger(v.stock)}
          />
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
        </DataTable>
      </Box>
    </>
  );
};
