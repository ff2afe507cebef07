// Inline row delete and inline row update, and 'Acciones (Ver)' to the row's edit page (the
// current path plus _id). After a row update or delete the dashboard reads its rows again
// (a second later) and not on the server's announcement of that row (useDashboardRows). The
// same on the three dashboards.
import { useEffect, useState } from 'react';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link } from 'react-router-dom';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import {
  VIEW_ACTION_LABEL,
  formatCell,
  parseCellNumber,
  type ResultColumn,
} from '../../domain/stockDashboard/columns';
import {
  rowEditPath,
  snackbarOptions,
  type StockDashboardConfig,
} from '../../domain/stockDashboard/config';
import { InlineEditCell } from '../../lists/InlineEditCell';
import { useColumnEuroDecimals } from '../../lists/priceColumns';
import { CellText } from './CellText';
import { useRowWrite } from './useDashboardRows';
import { WriteConfirm } from '../../writes';

type RowConfig<Row> = Pick<StockDashboardConfig<Row>, 'label' | 'path' | 'rowName' | 'snackbarMs'>;

export interface RowProps<Row extends RaRecord> {
  config: RowConfig<Row>;
  resource: string;
  record: Row;
  /** A row was updated or deleted. */
  onRowChanged: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 'Ver' (the row edit page, by _id) and the row's delete. */
export const RowActions = <Row extends RaRecord>({
  config,
  resource,
  record,
  onRowChanged,
}: RowProps<Row>) => {
  const dataProvider = useDataProvider();
  const rowWrite = useRowWrite(resource, onRowChanged);
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = config.rowName(record);
  const remove = async () => {
    setDeleting(true);
    try {
      await rowWrite(record.id, () =>
        dataProvider.delete(resource, { id: record.id, previousData: record }),
      );
      notify(`Vehículo ${name} eliminado`, snackbarOptions(config, 'success'));
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
      <WriteConfirm
        isOpen={asking}
        loading={deleting}
        title="Atención"
        content={`¿Seguro que quiere eliminar el vehículo ${name} de ${config.label}?`}
        confirm="Aceptar"
        cancel="Cancelar"
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};

export interface EditableCellProps<Row extends RaRecord> extends RowProps<Row> {
  column: ResultColumn<Row>;
}

/**
 * A cell edited in the row: a switch for a flag, a number
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
  onRowChanged,
}: EditableCellProps<Row>) => {
  const edit = column.edit;
  const dataProvider = useDataProvider();
  const rowWrite = useRowWrite(resource, onRowChanged);
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const stored = column.value(record);
  const [chosen, setChosen] = useState<boolean | number | null>(null);
  useEffect(() => setChosen(null), [stored]);
  const decimals = useColumnEuroDecimals(column.kind === 'euros' ? column.id : null, column.value);
  const name = `${column.label} ${config.rowName(record)}`;
  if (!edit || (edit.enabled && !edit.enabled(record))) {
    return <CellText column={column} record={record} />;
  }

  const save = async (value: boolean | number) => {
    setSaving(true);
    setChosen(value);
    try {
      await rowWrite(record.id, () =>
        dataProvider.update(resource, {
          id: record.id,
          data: { ...record, ...edit.patch(record, value) },
          previousData: record,
        }),
      );
      notify('Vehículo actualizado con éxito', snackbarOptions(config, 'success'));
    } catch (error) {
      setChosen(null);
      notify(messageOf(error), snackbarOptions(config, 'error'));
    } finally {
      setSaving(false);
    }
  };

  const shown = chosen ?? stored;
  return (
    <InlineEditCell
      name={name}
      field={
        column.kind === 'boolean'
          ? { kind: 'boolean', checked: shown === true }
          : { kind: 'figure', figure: edit.figure ?? 'wholeEuros' }
      }
      pending={saving}
      text={formatCell(column.kind, shown, decimals)}
      // The field opens with the plain number.
      editText={() => (typeof shown === 'number' ? String(shown) : '')}
      parse={(typed) => {
        const parsed = parseCellNumber(edit as never, typed);
        return parsed.ok ? { value: parsed.value } : { error: parsed.message };
      }}
      onSave={(value) => {
        if (value !== shown) void save(value as boolean | number);
      }}
    />
  );
};
