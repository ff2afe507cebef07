// /motos (docs/screens/motos.md): the moto stock as a react-admin list — the moto table's columns
// in order, 10 per page, sort, search, column chooser, export; every cell but the idv edited in
// place (EditableCell); the edit action opens the sheet /motos/{idv}; 'Importar a WordPress' in the
// actions.
import {
  ColumnsButton,
  DataTable,
  EditButton,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { config } from '../../config';
import { MOTO_COLUMN_DEFS } from '../../domain/motos/columns';
import { motoCellText } from '../../domain/motos/display';
import { MOTO_COLUMNS } from '../../domain/motos/types';
import type { MotoRecord } from '../../dataProvider/motos';
import { DenseDataTable } from '../../lists/DenseDataTable';
import { CellSaveProvider, EditableCell } from './EditableCell';
import { exportMotos } from './exportMotos';
import { useLiveMotos } from './useLiveMotos';
import { LastWordpressExportButton, WordpressExportButton } from './WordpressExportButtons';

const Col = DataTable.Col<MotoRecord>;
const NUMERIC_KINDS = new Set(['price', 'km', 'number']);

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

const Actions = () => (
  <TopToolbar>
    <WordpressExportButton />
    <LastWordpressExportButton />
    <ColumnsButton />
    <ExportButton exporter={exportMotos} maxResults={Number.MAX_SAFE_INTEGER} />
  </TopToolbar>
);

const MotoList = () => {
  useLiveMotos();
  return (
    <List
      // <Admin requireAuth> has checked the session: the list asks for its rows at once.
      disableAuthentication
      title="Motos"
      perPage={config.pageSize}
      pagination={<Pagination rowsPerPageOptions={[config.pageSize]} />}
      sort={{ field: 'idv', order: 'ASC' }}
      filters={filters}
      actions={<Actions />}
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
      <CellSaveProvider>
        {/* Dense: the 19 columns fit a laptop's width. */}
        <DenseDataTable<MotoRecord>
          aria-label="Motos"
          rowClick={false}
          bulkActionButtons={false}
          empty={<p>Ninguna moto coincide con la búsqueda</p>}
        >
          {MOTO_COLUMNS.map((field) => {
            const def = MOTO_COLUMN_DEFS[field];
            return (
              <Col
                key={field}
                source={field}
                label={def.label}
                align={NUMERIC_KINDS.has(def.kind) ? 'right' : undefined}
                render={(record) =>
                  def.editable ? (
                    <EditableCell record={record} field={field} />
                  ) : (
                    motoCellText(record, field)
                  )
                }
              />
            );
          })}
          <Col label="Acciones" disableSort render={() => <EditButton label="Editar" />} />
        </DenseDataTable>
      </CellSaveProvider>
    </List>
  );
};

export default MotoList;
