// The bell of the top bar: unread badge, a popover of unread notifications with a dismiss action
// each, re-fetched on every 'FromAPI' server event. It asks the server only for the unread count
// and the newest few; the inbox has the rest.
import { useState, type MouseEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CheckIcon from '@mui/icons-material/Check';
import { useGetList, useUpdate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Notification } from '../domain/types';
import { useServerEvent } from '../realtime/useServerEvent';
import { formatCount } from '../domain/format';
import { relativeTime } from './relativeTime';
import { SeverityIcon } from './SeverityIcon';
import { TooltipIconButton } from './TooltipIconButton';
import { useSingleFlight } from '../writes';

type NotificationRecord = Notification & { id: string };

export const NO_UNREAD_TEXT = 'No hay notificaciones sin leer';

/** Unread notifications listed in the popover; the badge counts them all. */
export const BELL_SIZE = 10;

export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const {
    data = [],
    total = 0,
    refetch,
  } = useGetList<NotificationRecord>('notificaciones', {
    filter: { reading: false },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: BELL_SIZE },
  });
  const [update, { isPending: isDismissing }] = useUpdate<NotificationRecord>();

  useServerEvent('FromAPI', () => void refetch());

  // One at a time, once per click; the list is read again after each answer.
  const dismissing = useSingleFlight();
  const [dismissed, setDismissed] = useState<NotificationRecord['id'] | null>(null);
  const dismiss = (notification: NotificationRecord) =>
    dismissing.run(async () => {
      setDismissed(notification.id);
      await update(
        'notificaciones',
        { id: notification.id, data: { reading: true }, previousData: notification },
        { mutationMode: 'pessimistic', returnPromise: true, onSettled: () => void refetch() },
      ).catch(() => undefined);
    });
  const busy = isDismissing || dismissing.pending;

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  const label = formatCount(total, 'notificación sin leer', 'notificaciones sin leer');

  return (
    <>
      <Tooltip title="Notificaciones">
        <IconButton color="inherit" onClick={open} aria-label={`Notificaciones: ${label}`}>
          <Badge badgeContent={total} color="secondary" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 380, maxWidth: '95vw', border: 1, borderColor: 'divider' } },
        }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" fontWeight={600}>
            Notificaciones sin leer
          </Typography>
        </Box>
        <Divider />
        {data.length === 0 ? (
          <Typography sx={{ px: 2, py: 3 }} color="text.secondary" textAlign="center">
            {NO_UNREAD_TEXT}
          </Typography>
        ) : (
          <List
            dense
            sx={{ maxHeight: 400, overflowY: 'auto' }}
            aria-label="Notificaciones sin leer"
          >
            {data.map((n) => (
              <ListItem
                key={n.id}
                divider
                secondaryAction={
                  <TooltipIconButton
                    title="Marcar como leída"
                    edge="end"
                    size="small"
                    disabled={busy}
                    loading={busy && dismissed === n.id}
                    aria-busy={(busy && dismissed === n.id) || undefined}
                    onClick={() => void dismiss(n)}
                  >
                    <CheckIcon fontSize="small" />
                  </TooltipIconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <SeverityIcon severity={n.severity} />
                </ListItemIcon>
                <ListItemText primary={n.text} secondary={relativeTime(n.createdAt)} />
              </ListItem>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={Link} to="/notificaciones" onClick={close} size="small">
            Ver todas las notificaciones
          </Button>
        </Box>
      </Popover>
    </>
  );
};
