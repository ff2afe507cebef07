// /subir-csv: 'Lista de ficheros CSV en el servidor' — the uploaded files (name and path, with size
// and date) and the CSV upload. The name is the one the file had on the uploader's computer; the
// path is where the server stored it, under a safe name.
import { Box, Typography } from '@mui/material';
import { DataTable, List, Pagination, TopToolbar } from 'react-admin';
import { config } from '../../config';
import { formatDateTime, formatFileSize } from '../../domain/format';
import { UploadCsvButton } from './UploadCsvButton';

const PAGE_TITLE = 'Lista de ficheros CSV en el servidor';

interface CsvFileRecord {
  id: string;
  name: string;
  /** Absent for files uploaded before the server kept it. */
  originalName?: string;
  path: string;
  size?: number;
  createdAt?: string;
}

const NoFiles = () => (
  <Box sx={{ p: 3, textAlign: 'center' }}>
    <Typography color="text.secondary">No hay ficheros CSV en el servidor</Typography>
  </Box>
);

const CsvFilesPage = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
      {PAGE_TITLE}
    </Typography>
    <List<CsvFileRecord>
      resource="csv-files"
      title={PAGE_TITLE}
      perPage={config.pageSize}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[config.pageSize]} />}
      actions={
        <TopToolbar>
          <UploadCsvButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable<CsvFileRecord>
        aria-label="Ficheros CSV"
        bulkActionButtons={false}
        rowClick={false}
        empty={<NoFiles />}
      >
        <DataTable.Col<CsvFileRecord>
          source="originalName"
          label="Nombre"
          render={(f) => f.originalName || f.name}
        />
        <DataTable.Col<CsvFileRecord> source="path" label="Ruta" />
        <DataTable.Col<CsvFileRecord>
          source="size"
          label="Tamaño"
          align="right"
          render={(f) => formatFileSize(f.size)}
        />
        <DataTable.Col<CsvFileRecord>
          source="createdAt"
          label="Fecha"
          render={(f) => formatDateTime(f.createdAt)}
        />
      </DataTable>
    </List>
  </Box>
);

export default CsvFilesPage;
