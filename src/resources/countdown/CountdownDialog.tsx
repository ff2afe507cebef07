// 'Nueva contador' / 'Editar contador': name, start and end typed as MM/DD/YYYY HH:mm:ss or picked,
// badge and text colours, icon URL or upload, Activada / Desactivada, and the badge as the web
// shows it. Saving re-reads the list; a refusal from the server is shown in the dialog (not only
// logged).
import { useState } from 'react';
import { Alert, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useCreate, useNotify, useUpdate } from 'react-admin';
import {
  NAME_MAX_LENGTH,
  activeSwitchLabel,
  countdownBody,
  countdownDraft,
  validateCountdownDraft,
  type CountdownDraft,
  type CountdownRecord,
} from '../../domain/campaigns';
import { BadgePreview } from '../campaigns/BadgePreview';
import { ColorTextField } from '../campaigns/ColorTextField';
import { DateTimeTextField } from '../campaigns/DateTimeTextField';
import { IconUrlField } from '../campaigns/IconUrlField';
import { failureMessage } from '../campaigns/failureMessage';
import { useRereadCampaigns } from '../campaigns/useCampaignsChanged';
import { TitledDialog } from '../../layout/TitledDialog';
import { WriteButton, useSingleFlight, type Submission } from '../../writes';

export const NEW_TITLE = 'Nueva contador';
export const EDIT_TITLE = 'Editar contador';

type Row = CountdownRecord & { id: string };

interface Props {
  /** The counter edited, or null for a new one. */
  record: Row | null;
  onClose: () => void;
}

type Field = keyof CountdownDraft;
type CheckedField = Exclude<Field, 'active'>;

export const CountdownDialog = ({ record, onClose }: Props) => {
  const [draft, setDraft] = useState<CountdownDraft>(() => countdownDraft(record ?? undefined));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const notify = useNotify();
  const reread = useRereadCampaigns();
  const errors = validateCountdownDraft(draft);
  const shown = (field: CheckedField) => (submitted || touched[field] ? errors[field] : undefined);
  const set = (field: Field) => (value: string | boolean) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  /** A text field's props: its draft value, its changes, and its rule's message once shown. */
  const fieldProps = (name: Exclude<CheckedField, 'name'>, label: string) => ({
    label,
    name,
    value: draft[name],
    onChange: set(name),
    onBlur: touch(name),
    error: shown(name),
  });
  const title = record ? EDIT_TITLE : NEW_TITLE;
  const flight = useSingleFlight();
  const saving = creating || updating || flight.pending;

  const save = async ({ idempotencyKey }: Submission) => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setFailure(null);
    const data = countdownBody(draft);
    try {
      if (record) {
        await update(
          'contadores',
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await create('contadores', { data, meta: { idempotencyKey } }, { returnPromise: true });
      }
      notify(record ? `Contador actualizado: ${data.name}` : `Contador creado: ${data.name}`, {
        type: 'success',
      });
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      void reread();
    }
  };

  return (
    <TitledDialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      titleId="countdown-dialog-title"
      title={title}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <WriteButton
            variant="contained"
            flight={flight}
            onClick={(_event, submission) => save(submission)}
            disabled={saving}
          >
            Guardar
          </WriteButton>
        </>
      }
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ pt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          void flight.run(save);
        }}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label="Nombre"
          name="name"
          value={draft.name}
          autoFocus
          onChange={(event) => set('name')(event.target.value)}
          onBlur={touch('name')}
          error={Boolean(shown('name'))}
          helperText={shown('name')}
          slotProps={{
            inputLabel: { required: true },
            htmlInput: { maxLength: NAME_MAX_LENGTH + 20 },
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimeTextField {...fieldProps('startDate', 'Fecha de inicio')} required />
          <DateTimeTextField {...fieldProps('endDate', 'Fecha de fin')} required />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ColorTextField {...fieldProps('badgeColor', 'Color del distintivo')} />
          <ColorTextField {...fieldProps('textColor', 'Color del texto')} />
        </Stack>
        <IconUrlField {...fieldProps('iconUrl', 'Icono (URL)')} />
        <FormControlLabel
          control={
            <Switch
              name="active"
              checked={draft.active}
              onChange={(event) => set('active')(event.target.checked)}
            />
          }
          label={activeSwitchLabel(draft.active)}
        />
        <BadgePreview fields={draft} />
        {/* Enter in a field saves, as the Guardar button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Stack>
    </TitledDialog>
  );
};
