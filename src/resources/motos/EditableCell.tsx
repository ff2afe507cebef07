// One editable cell of /motos (issue 12 §2, spec 1 §8 "Motorcycle cell edit"): a click opens
// an input with the stored value; Enter or leaving the input sends PUT /api/motos/{idv} with
// only that field (useUpdate, pessimistic: the table changes when the server has stored it);
// 'Registro actualizado con éxito' for 2 s. A refusal shows the server's message and the cell
// shows the old value again. Escape cancels. 'publicar' is a switch that saves on click.
import {
  createContext,
  useCallback,
  useContext,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Box, MenuItem, Switch, TextField } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { config } from '../../config';
import { MOTO_COLUMN_DEFS, type MotoColumnName } from '../../domain/motos/columns';
import { cellEditText, isSameCellValue, parseCellEdit } from '../../domain/motos/cellEdit';
import { motoCellText } from '../../domain/motos/display';
import { FUEL_CHOICES } from '../../domain/motos/fuel';
import { REGISTRATION_DATE_PLACEHOLDER } from '../../domain/motos/dates';
import { MOTOS_RESOURCE, type MotoRecord } from '../../dataProvider/motos';
import type { MotoUpdateMeta } from '../../dataProvider/motos';

export const CELL_SAVED_MESSAGE = 'Registro actualizado con éxito';

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se ha podido guardar el cambio';

const CHOICES: Partial<Record<MotoColumnName, readonly { id: string; name: string }[]>> = {
  combustible: [{ id: '', name: 'Ninguno' }, ...FUEL_CHOICES],
  reservado: [
    { id: '1', name: 'Sí' },
    { id: '0', name: 'No' },
  ],
};

/** Saves one field of one moto, with the spec's messages; `onSettled` once it is over. */
type SaveCell = (
  record: MotoRecord,
  field: MotoColumnName,
  value: unknown,
  onSettled: () => void,
) => void;

const CellSaveContext = createContext<SaveCell | null>(null);

/**
 * One save for every cell of the table (one useUpdate and useNotify, not one per cell: a page
 * has 180 cells).
 */
export const CellSaveProvider = ({ children }: { children: ReactNode }) => {
  const [update] = useUpdate<MotoRecord>();
  const notify = useNotify();
  const save = useCallback<SaveCell>(
    (record, field, value, onSettled) => {
      const meta: MotoUpdateMeta = { update: { field: { [field]: value } } };
      void update(
        MOTOS_RESOURCE,
        { id: record.id, data: { [field]: value }, previousData: record, meta },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            onSettled();
            notify(CELL_SAVED_MESSAGE, {
              type: 'success',
              autoHideDuration: config.timings.motoMessageMs,
            });
          },
          onError: (error) => {
            // The old value again: the cell reads the record, which the refusal left as it was.
            onSettled();
            notify(failureText(error), {
              type: 'error',
              autoHideDuration: config.timings.motoMessageMs,
            });
          },
        },
      );
    },
    [update, notify],
  );
  return <CellSaveContext.Provider value={save}>{children}</CellSaveContext.Provider>;
};

/** The save of one cell; while the server stores it, the cell shows the value sent. */
const useCellSave = (record: MotoRecord, field: MotoColumnName) => {
  const saveCell = useContext(CellSaveContext);
  const [pending, setPending] = useState<{ value: unknown } | null>(null);
  const save = (value: unknown) => {
    if (!saveCell || isSameCellValue(record, field, value)) return;
    setPending({ value });
    saveCell(record, field, value, () => setPending(null));
  };
  const shown = pending ? { ...record, [field]: pending.value } : record;
  return { save, shown, isPending: pending !== null };
};

export const EditableCell = ({ record, field }: { record: MotoRecord; field: MotoColumnName }) => {
  const { save, shown, isPending } = useCellSave(record, field);
  const [draft, setDraft] = useState<string | null>(null);
  // What the typed text breaks (a negative price, a date that is none): shown under the input,
  // which stays open; nothing is sent.
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const { label, kind } = MOTO_COLUMN_DEFS[field];
  const idv = String(record.idv);

  if (kind === 'boolean') {
    return (
      <Switch
        size="small"
        checked={shown[field] === true}
        disabled={isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => save(event.target.checked)}
        slotProps={{ input: { 'aria-label': `${label} de ${idv}` } }}
      />
    );
  }

  const close = () => {
    setDraft(null);
    setProblem(undefined);
  };
  const commit = (text: string) => {
    const parsed = parseCellEdit(field, text);
    if ('error' in parsed) return setProblem(parsed.error);
    close();
    save(parsed.value);
  };

  if (draft === null) {
    return (
      <Box
        component="button"
        type="button"
        aria-label={`Editar ${label} de ${idv}`}
        data-cell={field}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          setDraft(cellEditText(shown, field));
        }}
        sx={{
          all: 'unset',
          cursor: 'text',
          // Inline: a figure stays at the right of its right-aligned cell.
          display: 'inline-block',
          minWidth: 24,
          minHeight: 20,
          whiteSpace: 'nowrap',
          borderRadius: 0.5,
          px: 0.5,
          mx: -0.5,
          opacity: isPending ? 0.6 : 1,
          '&:hover, &:focus-visible': { outline: '1px dashed', outlineColor: 'primary.main' },
        }}
      >
        {motoCellText(shown, field)}
      </Box>
    );
  }

  const choices = CHOICES[field];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLDivElement>) => {
    if (event.key === 'Enter' && !choices) {
      event.preventDefault();
      commit(draft);
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <TextField
      autoFocus
      size="small"
      variant="standard"
      value={draft}
      select={Boolean(choices)}
      placeholder={kind === 'date' ? REGISTRATION_DATE_PLACEHOLDER : undefined}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        if (choices) commit(event.target.value);
        else {
          setDraft(event.target.value);
          setProblem(undefined);
        }
      }}
      onBlur={() => (choices ? close() : commit(draft))}
      onKeyDown={onKeyDown}
      error={problem !== undefined}
      helperText={problem}
      slotProps={{
        htmlInput: {
          'aria-label': `${label} de ${idv}`,
          inputMode: ['price', 'km', 'number', 'year'].includes(kind) ? 'decimal' : undefined,
        },
        select: { defaultOpen: true, onClose: close },
      }}
      sx={{ minWidth: problem ? 160 : kind === 'date' ? 110 : 80 }}
    >
      {choices?.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
