// A renting card: brand, model and version, colour, CV and gearbox, provider, offer id, record id,
// first photo; 'Generar Oferta' per enabled audience, view/edit, delete, and the audiences' chips.
import { memo } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import { LinkBase } from 'react-admin';
import { formatInteger } from '../../domain/format';
import { coverPhoto } from '../../domain/renting/images';
import { RENTING_TEXTS } from '../../domain/renting/texts';
import type { RentingVehicle } from '../../domain/renting/types';
import { AudienceChips } from './AudienceChips';
import { DeleteVehicleButton } from './DeleteVehicleButton';
import { OfferMenu } from './OfferMenu';

const PHOTO_HEIGHT = 168;

const powerAndGearbox = (v: RentingVehicle): string =>
  [v.potenciaCv != null ? `${formatInteger(v.potenciaCv)} CV` : '', v.cambio]
    .filter(Boolean)
    .join(' · ');

const RentingCardImpl = ({ vehicle, basePath }: { vehicle: RentingVehicle; basePath: string }) => {
  const photo = coverPhoto(vehicle.recursos);
  const title = `${vehicle.marca} ${vehicle.modelo}`;
  return (
    <Card
      component="article"
      aria-label={title}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {photo ? (
        <Box
          component="img"
          src={photo.url}
          alt={title}
          loading="lazy"
          sx={{ width: '100%', height: PHOTO_HEIGHT, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          sx={{
            height: PHOTO_HEIGHT,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
          }}
          aria-label={RENTING_TEXTS.noPhotos}
        >
          <NoPhotographyIcon color="disabled" fontSize="large" />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {vehicle.version || '—'}
        </Typography>
        <Typography variant="body2">
          {[vehicle.color, powerAndGearbox(vehicle)].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2">Proveedor: {vehicle.providerName || '—'}</Typography>
        <Typography variant="body2">ID Oferta: {vehicle.idOferta}</Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ wordBreak: 'break-all' }}
        >
          ID: {vehicle._id}
        </Typography>
        <Stack sx={{ mt: 1 }}>
          <AudienceChips vehicle={vehicle} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <OfferMenu vehicle={vehicle} readWhole />
        <Button
          size="small"
          component={LinkBase}
          to={`${basePath}/${encodeURIComponent(vehicle._id)}`}
          startIcon={<VisibilityIcon />}
        >
          {RENTING_TEXTS.view}
        </Button>
        <Box sx={{ ml: 'auto' }}>
          <DeleteVehicleButton vehicle={vehicle} />
        </Box>
      </CardActions>
    </Card>
  );
};

export const RentingCard = memo(RentingCardImpl);
