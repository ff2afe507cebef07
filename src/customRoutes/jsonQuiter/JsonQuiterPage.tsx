// /json-quiter: pick one of the eight import files, see its vehicles (10 a page), download them as
// 'file.json' or save them to the stock database. An answer with mensajeError shows 'Error:
// {tipoError} - {mensajeError}' and empties the table. The file, its table's sort and page are kept
// in the address: ?fichero=stock1&page=2.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useGetList, useGetOne } from 'react-admin';
import { formatInteger } from '../../domain/format';
import { useListParams } from '../../lists/useListParams';
import type { QuiterFeed, StockVehicle } from '../../domain/types';
import { downloadJson } from './downloadJson';
import { useSaveFileToStock } from './useSaveFileToStock';
import { VehicleTable } from './VehicleTable';
import { WriteButton } from '../../writes';

type ImportFileRecord = Partial<QuiterFeed> & { id: string; name: string };
const NO_VEHICLES: StockVehicle[] = [];
const FILE_PARAMS = ['fichero'] as const;

const JsonQuiterPage = () => {
  const [params, setParam] = useListParams(FILE_PARAMS);
  const fileName = params.fichero ?? '';
  const setFileName = (name: string) => setParam('fichero', name);
  // In the server's fixed order of the eight files, not sorted.
  const { data: files = [] } = useGetList<ImportFileRecord>('import-files', {
    sort: { field: '', order: 'ASC' },
  });
  const {
    data: file,
    error,
    isFetching,
  } = useGetOne<ImportFileRecord>(
    'import-files',
    { id: fileName },
    { enabled: fileName !== '', retry: false },
  );
  const save = useSaveFileToStock();
  const current = file?.id === fileName ? file : undefined;
  const vehicles = (!error && current?.vehiculos) || NO_VEHICLES;
  const failure = error
    ? `Error: ${error.message}`
    : current?.tipoError
      ? `Error: ${current.tipoError} - ${current.mensajeError ?? ''}`
      : null;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="Ficheros JSON de Quiter" />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            label="Fichero"
            value={fileName}
            onChange={(event) => setFileName(event.target.value)}
            sx={{ width: 320 }}
            size="small"
          >
            {files.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!vehicles.length}
            onClick={() => downloadJson({ vehiculos: vehicles })}
          >
            Descargar JSON
          </Button>
          <WriteButton
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!vehicles.length}
            working={save.isPending}
            // The mutation says how it went (useSaveFileToStock).
            onClick={() => save.mutateAsync(vehicles).catch(() => undefined)}
          >
            Guardar en BD
          </WriteButton>
          {current?.vehiculos && (
            <Typography color="text.secondary">{`${formatInteger(vehicles.length)} vehículos`}</Typography>
          )}
        </CardContent>
        {isFetching && <LinearProgress aria-label="Cargando el fichero" />}
      </Card>
      {failure && <Alert severity="error">{failure}</Alert>}
      {fileName === '' ? (
        <Alert severity="info">Seleccione un fichero para ver sus vehículos</Alert>
      ) : (
        <Card>
          <VehicleTable
            key={fileName}
            vehicles={vehicles}
            label={`Vehículos de ${fileName}`}
            emptyText={isFetching ? 'Cargando…' : 'No hay vehículos'}
            resource="import-file-vehicles"
            paramPrefix=""
          />
        </Card>
      )}
    </Box>
  );
};

export default JsonQuiterPage;
