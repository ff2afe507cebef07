// Spec 3 §2.4 / §2.8 "inline row delete and inline row update", 'Acciones (Ver)' / row edit
// to the current path plus _id; §4: the rows are read again 1 s after a row update or delete
// (ROW_RELOAD_DELAY_MS). The same on the three dashboards.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  IconButton,
  InputBase,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link } from 'react-router-dom';
import { Confirm, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import {
  ROW_RELOAD_DELAY_MS,
  VIEW_ACTION_LABEL,
  displayCell,
  formatCell,
  parseCellNumber,
  type ResultColumn,
} from '../../domain/stockDashboard/columns';
import {
  rowEditPath,
  snackbarOptions,
  type StockDashboardConfig,
} from '../../domain/stockDashboard/config';

type RowConfig<Row> = Pick<StockDashboardConfig<Row>, 'label' | 'path' | 'rowName' | 'snackbarMs'>;

export interface RowProps<Row extends RaRecord> {
  config: RowConfig<Row>;
  resource: string;
  record: Row;
  onReload: () => void;
}

const reloadSoon = (onReload: () => void) => setTimeout(onReload, ROW_RELOAD_DELAY_MS);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 'Ver' (the row edit page, by _id: spec 3 §2.1, §2.8) and the row's delete. */
export const RowActions = <Row extends RaRecord>({
  config,
  resource,
  record,
  onReload,
}: RowProps<Row>) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = config.rowName(record);
  const remove = async () => {
    setDeleting(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      notify(`Vehículo ${name} eliminado`, snackbarOptions(config, 'success'));
      reloadSoon(onReload);
    } catch (error) {
      notify(messageOf(error), snackbarOptions(config, 'error'));
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button
        size="small"
        sx={{ minWidth: 0 }}
        component={Link}
        to={rowEditPath(config, String((record as { _id?: unknown })._id ?? record.id))}
        aria-label={`${VIEW_ACTION_LABEL} ${name}`}
      >
        {VIEW_ACTION_LABEL}
      </Button>
      <Tooltip title="Eliminar">
        <IconButton
          size="small"
          aria-label={`Eliminar ${name}`}
          onClick={() => setAsking(true)}
          disabled={deleting}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={asking}
        loading={deleting}
        title="Atención"
        content={`¿Seguro que quiere eliminar el vehículo ${name} de ${config.label}?`}
        confirm="Aceptar"
        cancel="Cancelar"
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};

export interface EditableCellProps<Row extends RaRecord> extends RowProps<Row> {
  column: ResultColumn<Row>;
}

/**
 * A cell edited in the row (spec 3 §2.4 "inline row update"): a switch for a flag, a number
 * field for a figure (Enter or leaving the field saves, Escape goes back; a figure its rule
 * refuses stays in the field with the message under it, and nothing is sent). The value
 * chosen shows until the rows read again say it (a bulk change or another user's shows as
 * soon as it is read).
 */
export const EditableCell = <Row extends RaRecord>({
  column,
  config,
  resource,
  record,
  onReload,
}: EditableCellProps<Row>) => {
  const edit = column.edit;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const stored = column.value(record);
  const [chosen, setChosen] = useState<boolean | number | null>(null);
  useEffect(() => setChosen(null), [stored]);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const problemId = useId();
  const cancelled = useRef(false);
  const name = `${column.label} ${config.rowName(record)}`;
  if (!edit || (edit.enabled && !edit.enabled(record))) return <>{displayCell(column, record)}</>;

  const save = async (value: boolean | number) => {
    setSaving(true);
    setChosen(value);
    try {
      await dataProvider.update(resource, {
        id: record.id,
        data: { ...record, ...edit.patch(record, value) },
        previousData: record,
      });
      notify('Vehículo actualizado con éxito', snackbarOptions(config, 'success'));
      reloadSoon(onReload);
    } catch (error) {
      setChosen(null);
      notify(messageOf(error), snackbarOptions(config, 'error'));
    } finally {
      setSaving(false);
    }
  };

  if (column.kind === 'boolean') {
    const value = (chosen ?? stored) === true;
    return (
      <Switch
        size="small"
        checked={value}
        disabled={saving}
        onClick={(event) => event.stopPropagation()}
        onChange={(_event, checked) => void save(checked)}
        slotProps={{ input: { 'aria-label': name } }}
      />
    );
  }

  const shown = chosen ?? stored;
  const text = formatCell(column.kind, shown);
  // The cell reads as text; a click opens the field with the plain number.
  if (typed === null)
    return (
      <ButtonBase
        onClick={(event) => {
          event.stopPropagation();
          setTyped(typeof shown === 'number' ? String(shown) : '');
        }}
        disabled={saving}
        aria-label={`Editar ${name}`}
        sx={{
          font: 'inherit',
          borderBottom: '1px dashed',
          borderColor: 'divider',
          '&:hover': { borderColor: 'primary.main' },
        }}
      >
        {text}
      </ButtonBase>
    );
  const close = () => {
    setTyped(null);
    setProblem(undefined);
  };
  const commit = () => {
    if (cancelled.current) {
      cancelled.current = false;
      return close();
    }
    const parsed = parseCellNumber(edit as never, typed);
    if (!parsed.ok) return setProblem(parsed.message);
    close();
    if (parsed.value !== shown) void save(parsed.value);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      // Leaving by Escape keeps the stored value: nothing is sent.
      cancelled.current = true;
      event.currentTarget.blur();
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <InputBase
        autoFocus
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(undefined);
        }}
        onBlur={commit}
        onKeyDown={onKey}
        onClick={(event) => event.stopPropagation()}
        error={problem !== undefined}
        inputProps={{
          'aria-label': name,
          'aria-invalid': problem !== undefined,
          'aria-describedby': problem ? problemId : undefined,
          inputMode: 'numeric',
          style: { textAlign: 'right', padding: 0 },
          size: Math.max(4, typed.length),
        }}
        sx={{ fontSize: 'inherit' }}
      />
      {problem && (
        <Typography id={problemId} variant="caption" color="error" sx={{ whiteSpace: 'nowrap' }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
};
