// The read-only vehicle data sheet at /stock-general-quiter/{idv}: title brand model
// version with a 'Reservado' marker, the collapsible sections on the left, 'Campos sin
// valor:' and the photo gallery on the right, a loading overlay until the data arrives.
// Below the sections, where the vehicle is published ('Dónde está publicado') and its
// history of changes ('Historial').
import {
  Alert,
  Backdrop,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { emptyFields, sheetTitle } from '../../../domain/vehicleSheet';
import { HistorySection } from './HistorySection';
import { PhotoGallery } from './PhotoGallery';
import { PlacementSection } from './PlacementSection';
import { SheetSections } from './SheetSections';
import { useVehicleSheet } from './useVehicleSheet';

const SOURCE_TEXT = {
  vehiculos: 'Datos de la base de datos general',
  stock: 'Datos del stock de Quiter (el vehículo no está en la base de datos general)',
} as const;

const VehicleSheetPage = () => {
  // At /stock-general-quiter/{idv}, and as the resource's show (/…/{id}/show).
  const { idv: fromAddress, id } = useParams();
  const idv = fromAddress ?? id ?? '';
  const { data, error, isPending } = useVehicleSheet(idv);
  const vehicle = data?.data;
  const title = vehicle ? sheetTitle(vehicle) || `Vehículo ${idv}` : `Vehículo ${idv}`;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Box>
        <Button component={LinkBase} to="/stock-general-quiter" startIcon={<ArrowBackIcon />}>
          Volver al stock
        </Button>
      </Box>
      {error && <Alert severity="error">{error.message}</Alert>}
      {/* A vehicle gone from the stock still has its channels and its history to show. */}
      {error && idv !== '' && (
        <>
          <PlacementSection idv={idv} />
          <HistorySection idv={idv} />
        </>
      )}
      {vehicle && data && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {vehicle.reservado && <Chip label="Reservado" color="warning" />}
            <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
              {`IDV ${vehicle.idv} · ${SOURCE_TEXT[data.source]}`}
            </Typography>
          </Box>
          <Grid container spacing={2}>
            <Grid
              size={{ xs: 12, md: 7 }}
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              <SheetSections vehicle={vehicle} />
              <PlacementSection idv={idv} />
              <HistorySection idv={idv} />
            </Grid>
            <Grid
              size={{ xs: 12, md: 5 }}
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              <Card>
                <CardContent>
                  <Typography variant="subtitle1" component="h2" gutterBottom>
                    Campos sin valor:
                  </Typography>
                  {emptyFields(vehicle).length === 0 && (
                    <Typography color="text.secondary">Ninguno</Typography>
                  )}
                  <Box
                    component="ul"
                    aria-label="Campos sin valor"
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: 1,
                      listStyle: 'none',
                      p: 0,
                      m: 0,
                    }}
                  >
                    {emptyFields(vehicle).map((f) => (
                      <li key={f.field}>
                        <Chip label={f.label} size="small" variant="outlined" />
                      </li>
                    ))}
                  </Box>
                </CardContent>
              </Card>
              <PhotoGallery recursos={vehicle.recursos} />
            </Grid>
          </Grid>
        </>
      )}
      {/* Mounted only while loading: a closed Backdrop would keep its spinner in the page. */}
      {isPending && idv !== '' && (
        <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, color: '#fff' }}>
          <CircularProgress color="inherit" aria-label="Cargando el vehículo" />
        </Backdrop>
      )}
    </Box>
  );
};

export default VehicleSheetPage;
