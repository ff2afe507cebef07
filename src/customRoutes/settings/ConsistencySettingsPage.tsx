// 'Corrección automática' (administrators): per channel, whether the server removes by
// itself the listings of cars reserved or sold in the stock (off until turned on). Each
// automatic removal is written to the history as done by 'Sistema'.
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormGroup,
  Skeleton,
  Switch,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { channels } from '../../dataProvider/channels';
import { readConsistencySettings, saveConsistencySettings } from '../../dataProvider/consistency';
import { autoFixRows, autoFixSetting } from '../../domain/consistency/autoFix';

export const AUTO_FIX_TITLE = 'Corrección automática';
const SETTINGS_KEY = ['consistency-settings'] as const;

const ConsistencySettingsPage = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data, isPending, error } = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => readConsistencySettings(signal),
  });
  /** The switches changed and not saved yet. */
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const rows = useMemo(
    () => autoFixRows(channels, { ...(data?.autoFix ?? {}), ...changed }),
    [data, changed],
  );
  const dirty = Object.entries(changed).some(([id, on]) => (data?.autoFix[id] === true) !== on);
  const save = useMutation({
    mutationFn: () => saveConsistencySettings(autoFixSetting(rows)),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      setChanged({});
      notify('Ajustes guardados', { type: 'success' });
    },
    onError: (failure) =>
      notify(failure instanceof Error ? failure.message : 'No se han podido guardar los ajustes', {
        type: 'error',
      }),
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={AUTO_FIX_TITLE} />
      <Typography variant="h5" component="h1">
        {AUTO_FIX_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        En los canales marcados, el servidor retira por sí solo los anuncios de los coches
        reservados en el stock o que ya no están en él (vendidos). Cada retirada queda en el
        historial como hecha por «Sistema». Los demás problemas se corrigen a mano en Coherencia de
        canales.
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card>
        <CardContent>
          {isPending ? (
            <Skeleton variant="rounded" height={240} aria-label="Cargando los ajustes" />
          ) : (
            <FormGroup aria-label="Retirada automática por canal">
              {rows.map((row) => (
                <FormControlLabel
                  key={row.id}
                  label={row.label}
                  control={
                    <Switch
                      checked={row.on}
                      disabled={save.isPending || Boolean(error)}
                      onChange={(event) =>
                        setChanged((current) => ({ ...current, [row.id]: event.target.checked }))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        </CardContent>
      </Card>
      <Box>
        <Button
          variant="contained"
          disabled={!dirty || save.isPending}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          Guardar
        </Button>
      </Box>
    </Box>
  );
};

export default ConsistencySettingsPage;
