// Spec 1 §4 "Send panel" and §8 "Per-vehicle send failure": success and warning counts,
// and a toggle for the warning list (channel, idv and the server's error or message).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ChannelReport } from '../../dataProvider/channels/sendToChannels';

interface Warning {
  key: string;
  label: string;
  idv: string;
  message: string;
}

const summarise = (reports: readonly ChannelReport[]) => {
  let successes = 0;
  const warnings: Warning[] = [];
  for (const report of reports) {
    for (const result of report.results) {
      if (result.ok) successes++;
      else
        warnings.push({
          key: `${report.channelId}-${result.idv}`,
          label: report.label,
          idv: result.idv,
          message: result.message ?? '',
        });
    }
  }
  return { successes, warnings };
};

export const SendResults = ({ reports }: { reports: readonly ChannelReport[] }) => {
  const [showWarnings, setShowWarnings] = useState(false);
  const { successes, warnings } = useMemo(() => summarise(reports), [reports]);

  return (
    <Box component="section" aria-label="Resultado del envío" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Resultado del envío
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
        <Chip
          color="success"
          label={`${successes} ${successes === 1 ? 'enviado' : 'enviados'} correctamente`}
        />
        <Chip
          color={warnings.length ? 'warning' : 'default'}
          label={`${warnings.length} ${warnings.length === 1 ? 'aviso' : 'avisos'}`}
        />
        {warnings.length > 0 && (
          <Button size="small" onClick={() => setShowWarnings((shown) => !shown)}>
            {showWarnings ? 'Ocultar avisos' : 'Ver avisos'}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {reports
          .map((r) => `${r.label}: ${r.results.filter((x) => x.ok).length}/${r.results.length}`)
          .join(' · ')}
      </Typography>
      {showWarnings && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <List dense aria-label="Avisos del envío" sx={{ maxHeight: 320, overflow: 'auto' }}>
            {warnings.map((w) => (
              <ListItem key={w.key} disableGutters>
                <ListItemText primary={`${w.label} · ${w.idv}`} secondary={w.message} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
};
