// A channel card's menu of its feed — each file with when it was generated and how many
// vehicles it holds, open / download it, regenerate, and the calls that drop the channel's
// listings behind a confirmation naming the count. Driven by `channel.feed`: it names no
// channel.
import { useId, useState } from 'react';
import {
  Button,
  CircularProgress,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
} from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import { WriteConfirm } from '../../writes';
import type { Channel, ChannelFeed } from '../../dataProvider/channels/types';
import type { FeedInfo } from '../../domain/feeds/types';
import {
  formatCount,
  formatDateTime,
  formatFileSize,
  formatRelativeTime,
} from '../../domain/format';
import { useChannelFeed } from './useChannelFeed';

/** '120 vehículos · 1,5 MB · generado el 23/11/2026 10:22 (hace 5 minutos)'. */
export const feedFileSummary = (info: FeedInfo, now = new Date()): string =>
  `${formatCount(info.count, 'vehículo')} · ${formatFileSize(info.bytes)} · generado el ${formatDateTime(info.generatedAt)} (${formatRelativeTime(info.generatedAt, now)})`;

const FileEntries = ({
  info,
  onOpen,
  onDownload,
}: {
  info: FeedInfo;
  onOpen: (info: FeedInfo) => void;
  onDownload: (info: FeedInfo) => void;
}) => {
  const name = info.scope?.label ?? info.file;
  return [
    <MenuItem key="open" onClick={() => onOpen(info)} aria-label={`Abrir ${info.file}`}>
      <ListItemIcon>
        <OpenInNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={`Abrir ${name}`}
        secondary={info.scope ? `${info.file} · ${feedFileSummary(info)}` : feedFileSummary(info)}
        slotProps={{
          primary: { sx: { whiteSpace: 'normal' } },
          secondary: { sx: { whiteSpace: 'normal' } },
        }}
      />
    </MenuItem>,
    <MenuItem key="download" onClick={() => onDownload(info)} aria-label={`Descargar ${info.file}`}>
      <ListItemIcon>
        <DownloadIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={`Descargar ${info.file}`} />
    </MenuItem>,
  ];
};

interface MenuProps {
  channel: Channel;
  feed: ChannelFeed;
  menuId: string;
  anchor: HTMLElement | null;
  close: () => void;
}

/** The menu and its confirmation: mounted once the menu is first opened, not before. */
const FeedMenu = ({ channel, feed, menuId, anchor, close }: MenuProps) => {
  const open = anchor !== null;
  const state = useChannelFeed(channel, feed, open);
  const files = state.files.data ?? [];

  const entries = [
    <ListSubheader key="title">{feed.label}</ListSubheader>,
    ...(state.files.isPending
      ? [
          <MenuItem key="loading" disabled>
            <ListItemIcon>
              <CircularProgress size={16} />
            </ListItemIcon>
            <ListItemText primary="Cargando ficheros…" />
          </MenuItem>,
        ]
      : state.files.isError
        ? [
            <MenuItem key="error" disabled>
              <ListItemText
                primary={`No se han podido leer los ficheros: ${state.files.error.message}`}
              />
            </MenuItem>,
          ]
        : files.length === 0
          ? [
              <MenuItem key="none" disabled>
                <ListItemText primary="Aún no se ha generado" />
              </MenuItem>,
            ]
          : files.flatMap((info) =>
              FileEntries({
                info,
                onOpen: (f) => {
                  close();
                  void state.openFile(f);
                },
                onDownload: (f) => {
                  close();
                  void state.downloadFile(f);
                },
              }).map((item) => ({ ...item, key: `${info.file}-${item.key}` })),
            )),
    <Divider key="divider" />,
    <MenuItem
      key="regenerate"
      disabled={state.isRegenerating}
      onClick={() => {
        close();
        void state.regenerate();
      }}
    >
      <ListItemIcon>
        {state.isRegenerating ? <CircularProgress size={16} /> : <RefreshIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText primary={files.length ? `Regenerar ${feed.label}` : `Generar ${feed.label}`} />
    </MenuItem>,
    ...(feed.drop
      ? (state.targets.data ?? []).map((target) => (
          <MenuItem
            key={`drop-${target.id}`}
            disabled={target.count === 0}
            onClick={() => {
              close();
              state.askDrop(target);
            }}
          >
            <ListItemIcon>
              <DeleteSweepIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText
              primary={`Eliminar anuncios de ${target.label}`}
              secondary={formatCount(target.count, 'vehículo')}
            />
          </MenuItem>
        ))
      : []),
  ];

  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { maxWidth: 420 } } }}
      >
        {entries}
      </Menu>
      <WriteConfirm
        isOpen={state.pendingDrop !== null}
        loading={state.isDropping}
        title={`Eliminar anuncios de ${state.pendingDrop?.label ?? ''}`}
        content={`Se eliminarán ${formatCount(state.pendingDrop?.count ?? 0, 'vehículo')} de ${state.pendingDrop?.label ?? ''}. Esta acción no se puede deshacer.`}
        confirm="Eliminar"
        confirmColor="warning"
        onConfirm={() => state.confirmDrop()}
        onClose={() => state.askDrop(null)}
      />
    </>
  );
};

/**
 * The card's feed button. The menu (its queries, mutations and dialog) mounts on the first
 * click only: seven cards re-render with every count change of the Stock Quiter page.
 */
export const ChannelFeedMenu = ({ channel, feed }: { channel: Channel; feed: ChannelFeed }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const open = anchor !== null;
  const buttonLabel = `${feed.label}: abrir, descargar o generar`;
  return (
    <>
      <Button
        size="small"
        startIcon={<DescriptionIcon />}
        title={buttonLabel}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ px: 1, minWidth: 0 }}
      >
        {feed.format.toUpperCase()}
      </Button>
      {used && (
        <FeedMenu
          channel={channel}
          feed={feed}
          menuId={menuId}
          anchor={anchor}
          close={() => setAnchor(null)}
        />
      )}
    </>
  );
};
