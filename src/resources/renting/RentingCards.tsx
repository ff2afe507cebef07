// The card view: the page of the list as cards (the list's filters 'Marca' and 'ID Oferta' above
// them, its pagination below).
import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { RentingVehicle } from '../../domain/renting/types';
import { RentingCard } from './RentingCard';

export const RentingCards = ({ basePath }: { basePath: string }) => {
  const { data, isPending } = useListContext<RentingVehicle>();
  if (isPending) return null;
  if (!data?.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        Ningún vehículo coincide con los filtros
      </Typography>
    );
  return (
    <Box
      aria-label="Vehículos de renting"
      role="list"
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      {data.map((vehicle) => (
        <Box role="listitem" key={vehicle.id} sx={{ display: 'grid' }}>
          <RentingCard vehicle={vehicle} basePath={basePath} />
        </Box>
      ))}
    </Box>
  );
};
