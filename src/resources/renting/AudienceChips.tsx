// A card's chips for the audiences the vehicle is published to.
import { Chip, Stack } from '@mui/material';
import { AUDIENCE_LABEL, enabledAudiences, type RentingVehicle } from '../../domain/renting/types';

export const AudienceChips = ({ vehicle }: { vehicle: RentingVehicle }) => (
  <Stack
    direction="row"
    spacing={0.5}
    useFlexGap
    sx={{ flexWrap: 'wrap' }}
    aria-label="Publicado para"
  >
    {enabledAudiences(vehicle).map((audience) => (
      <Chip
        key={audience}
        label={AUDIENCE_LABEL[audience]}
        size="small"
        color="primary"
        variant="outlined"
      />
    ))}
  </Stack>
);
