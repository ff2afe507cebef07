// The send panel's results: the counts of every send since the last 'Limpiar' (they
// accumulate); a vehicle that fails counts as a warning; a toggle for the warning list (channel,
// idv and the server's reason, plus what was already published or skipped), and the real
// failures apart, with 'Reintentar' for just those.
import { useMemo, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { formatInteger } from '../../domain/format';
import { countOutcomes, type OutcomeKind, type SendOutcome } from '../../domain/sendTally';
import { WriteButton } from '../../writes';

const plural = (count: number, one: string, many: string) =>
  `${formatInteger(count)} ${count === 1 ? one : many}`;

/** How each kind reads in a channel's line: '2 enviados · 1 ya publicado'. */
const KIND_LABELS: [OutcomeKind, string, string][] = [
  ['sent', 'enviado', 'enviados'],
  ['published', 'ya publicado', 'ya publicados'],
  ['skipped', 'omitido', 'omitidos'],
  ['warning', 'aviso', 'avisos'],
  ['error', 'error', 'errores'],
];

const channelLines = (outcomes: readonly SendOutcome[]) => {
  const byChannel = new Map<string, SendOutcome[]>();
  for (const o of outcomes) byChannel.set(o.label, [...(byChannel.get(o.label) ?? []), o]);
  return [...byChannel].map(([label, list]) => {
    const counts = countOutcomes(list);
    const parts = KIND_LABELS.filter(([kind]) => counts[kind]).map(([kind, one, many]) =>
      plural(counts[kind], one, many),
    );
    return `${label}: ${parts.join(', ')}`;
  });
};

const OutcomeList = ({ label, items }: { label: string; items: readonly SendOutcome[] }) => (
  <List dense aria-label={label} sx={{ maxHeight: 320, overflow: 'auto' }}>
    {items.map((o) => (
      <ListItem key={`${o.kind}-${o.channelId}-${o.idv}`} disableGutters>
        <ListItemText primary={`${o.label} · ${o.idv}`} secondary={o.message} />
      </ListItem>
    ))}
  </List>
);

export interface SendResultsProps {
  outcomes: readonly SendOutcome[];
  onRetry: () => unknown;
  onClear: () => void;
  /** A send is running. */
  disabled: boolean;
}

export const SendResults = ({ outcomes, onRetry, onClear, disabled }: SendResultsProps) => {
  const [showWarnings, setShowWarnings] = useState(false);
  const counts = useMemo(() => countOutcomes(outcomes), [outcomes]);
  const notSent = useMemo(
    () =>
      [
        ...outcomes.filter((o) => o.kind === 'warning'),
        ...outcomes.filter((o) => o.kind === 'published' || o.kind === 'skipped'),
      ] as const,
    [outcomes],
  );
  const errors = useMemo(() => outcomes.filter((o) => o.kind === 'error'), [outcomes]);

  return (
    <Box component="section" aria-label="Resultado del envío" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          Resultado del envío
        </Typography>
        <Button size="small" onClick={onClear} disabled={disabled}>
          Limpiar
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
        <Chip
          color={counts.sent ? 'success' : 'default'}
          label={`${plural(counts.sent, 'enviado', 'enviados')} correctamente`}
        />
        {counts.published > 0 && (
          <Chip label={plural(counts.published, 'ya publicado', 'ya publicados')} />
        )}
        {counts.skipped > 0 && <Chip label={plural(counts.skipped, 'omitido', 'omitidos')} />}
        <Chip
          color={counts.warning ? 'warning' : 'default'}
          label={plural(counts.warning, 'aviso', 'avisos')}
        />
        {counts.error > 0 && (
          <Chip color="error" label={plural(counts.error, 'error', 'errores')} />
        )}
        {notSent.length > 0 && (
          <Button size="small" onClick={() => setShowWarnings((shown) => !shown)}>
            {showWarnings ? 'Ocultar avisos' : 'Ver avisos'}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {channelLines(outcomes).join(' · ')}
      </Typography>
      {errors.length > 0 && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <WriteButton color="inherit" size="small" onClick={onRetry} working={disabled}>
              Reintentar
            </WriteButton>
          }
        >
          <AlertTitle>
            {`${plural(errors.length, 'envío', 'envíos')} sin respuesta o con fallo del servidor`}
          </AlertTitle>
          <OutcomeList label="Errores del envío" items={errors} />
        </Alert>
      )}
      {showWarnings && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <OutcomeList label="Avisos del envío" items={notSent} />
        </Alert>
      )}
    </Box>
  );
};
