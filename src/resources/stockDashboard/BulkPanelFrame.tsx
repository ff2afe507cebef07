// The bulk panel of every stock dashboard: the panel under the table once rows are selected —
// its title and the selection's size, the warning while a bulk process is recorded as
// running, the action select and what the chosen action asks for, 'Aplicar acción' and
// 'Desactivar' (where the action has it), the progress, the failure, and the confirmation.
// Each dashboard's panel (the own sites', /gomotor's) fills it with its actions and runs.
import { useId, type ComponentType, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { BULK_TEXTS, vehicleCountLabel } from '../../domain/ownSites/bulkActions';
import { busyProcessText, type BulkProcessRecord } from '../ownSites/bulkAnswer';
import { BulkConfirmDialog, type BulkConfirmation } from './BulkConfirmDialog';

/** One width for the panel's fields: the whole row on a phone (390 px), side by side above. */
export const BULK_FIELD_WIDTH = { xs: '100%', sm: 280 } as const;

export type BulkPanelMode = 'activate' | 'deactivate';

/** What the chosen action asks for (each dashboard's input component). */
export interface BulkInputProps<Action, Input> {
  action: Action;
  input: Input;
  onChange: (input: Input) => void;
  disabled: boolean;
  /** Why the request cannot be sent (the dashboard's message), shown under the input. */
  error?: string;
}

/** The panel's state (useBulkPanel) as the frame shows and changes it. */
export interface BulkPanelView<Action, Input> {
  actionId: string;
  chosen: Action | undefined;
  input: Input;
  inputError: string | undefined;
  failure: string | null;
  setFailure: (failure: string | null) => void;
  confirmation: BulkConfirmation | null;
  choose: (id: string) => void;
  edit: (input: Input) => void;
  ask: (mode: BulkPanelMode) => void;
  accept: () => unknown;
  cancel: () => void;
  /** The button whose request runs now: it shows it works. */
  running: BulkPanelMode | null;
}

export interface BulkPanelFrameProps<Action, Input> {
  title: string;
  selectedCount: number;
  /** The process record as read (useBulkProcess). */
  process: { active: boolean; process?: BulkProcessRecord; error: unknown };
  /** An action runs: the select and the inputs wait. */
  busy: boolean;
  actions: readonly Action[];
  panel: BulkPanelView<Action, Input>;
  InputFields: ComponentType<BulkInputProps<Action, Input>>;
  buttons: { applyDisabled: boolean; deactivateShown: boolean; deactivateDisabled: boolean };
  /** Shown while an action runs. */
  progress?: ReactNode;
}

/** A failed call's message, if it has one (the panels add it to theirs). */
export const errorText = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

export const BulkPanelFrame = <Action extends { id: string; label: string }, Input>({
  title,
  selectedCount,
  process,
  busy,
  actions,
  panel,
  InputFields,
  buttons,
  progress,
}: BulkPanelFrameProps<Action, Input>) => {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${vehicleCountLabel(selectedCount)} ${selectedCount === 1 ? 'seleccionado' : 'seleccionados'}`}
          </Typography>
        </Box>
        {process.active && process.process && !busy && (
          <Alert severity="warning">{busyProcessText(process.process)}</Alert>
        )}
        {process.error !== null && process.error !== undefined && (
          <Alert severity="warning">
            {`No se ha podido leer el estado de las acciones masivas: ${errorText(process.error) ?? ''}`}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label="Acción"
            value={panel.actionId}
            onChange={(e) => panel.choose(e.target.value)}
            disabled={busy}
            fullWidth={false}
            sx={{ width: BULK_FIELD_WIDTH }}
          >
            {actions.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.label}
              </MenuItem>
            ))}
          </TextField>
          {panel.chosen && (
            <InputFields
              action={panel.chosen}
              input={panel.input}
              onChange={panel.edit}
              disabled={busy}
              error={panel.inputError}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            disabled={buttons.applyDisabled}
            loading={panel.running === 'activate'}
            loadingPosition="start"
            onClick={() => panel.ask('activate')}
          >
            {BULK_TEXTS.apply}
          </Button>
          {buttons.deactivateShown && (
            <Button
              variant="outlined"
              disabled={buttons.deactivateDisabled}
              loading={panel.running === 'deactivate'}
              loadingPosition="start"
              onClick={() => panel.ask('deactivate')}
            >
              {BULK_TEXTS.deactivate}
            </Button>
          )}
        </Box>
        {busy && progress}
        {panel.failure && (
          <Alert severity="error" onClose={() => panel.setFailure(null)}>
            {panel.failure}
          </Alert>
        )}
      </CardContent>
      <BulkConfirmDialog
        confirmation={panel.confirmation}
        onCancel={panel.cancel}
        onAccept={panel.accept}
      />
    </Card>
  );
};
