// With no unread notifications the user reads 'No hay notificaciones sin leer'.
import { Box, Typography } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useListContext } from 'react-admin';

export const NotificationsEmpty = () => {
  const { filterValues } = useListContext();
  const onlyUnread = filterValues?.reading === false || filterValues?.reading === 'false';
  const searching = typeof filterValues?.q === 'string' && filterValues.q.trim() !== '';
  const text = searching
    ? 'Ninguna notificación coincide con la búsqueda'
    : onlyUnread
      ? 'No hay notificaciones sin leer'
      : 'No hay notificaciones';
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <NotificationsNoneIcon sx={{ fontSize: 64, opacity: 0.5 }} />
      <Typography variant="h6" component="p">
        {text}
      </Typography>
    </Box>
  );
};
