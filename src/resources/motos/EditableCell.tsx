// One editable cell of /motos: a click opens an input with the stored value; Enter or leaving the
// input sends PUT /api/motos/{idv} with only that field (useUpdate, pessimistic: the table changes
// when the server has stored it); 'Registro actualizado con éxito' for 2 s. A refusal shows the
// server's message and the cell shows the old value again. Escape cancels. 'publicar' is a switch
// that saves on click.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { config } from '../../config';
import { MOTO_COLUMN_DEFS, type MotoColumnName } from '../../domain/motos/columns';
import {
  cellEditText,
  isSameCellValue,
  motoFigureKind,
  parseCellEdit,
} from '../../domain/motos/cellEdit';
import { motoCellText } from '../../domain/motos/display';
import { FUEL_CHOICES } from '../../domain/motos/fuel';
import { REGISTRATION_DATE_PLACEHOLDER } from '../../domain/motos/dates';
import { MOTOS_RESOURCE, type MotoRecord } from '../../dataProvider/motos';
import type { MotoUpdateMeta } from '../../dataProvider/motos';
import { InlineEditCell, type CellKind } from '../../lists/InlineEditCell';
import { useColumnEuroDecimals } from '../../lists/priceColumns';

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

/** Saves one field of one moto, with the page's messages; `onSettled` once it is over. */
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

/** How a moto column is edited in its cell. */
const cellKind = (field: MotoColumnName, shown: MotoRecord): CellKind => {
  const { kind } = MOTO_COLUMN_DEFS[field];
  const choices = CHOICES[field];
  if (kind === 'boolean') return { kind: 'boolean', checked: shown[field] === true };
  if (choices) return { kind: 'choice', choices };
  if (kind === 'date') return { kind: 'date', placeholder: REGISTRATION_DATE_PLACEHOLDER };
  if (kind === 'price' || kind === 'km' || kind === 'number' || kind === 'year')
    return { kind: 'figure', figure: motoFigureKind(field) };
  return { kind: 'text' };
};

export const EditableCell = ({ record, field }: { record: MotoRecord; field: MotoColumnName }) => {
  const { save, shown, isPending } = useCellSave(record, field);
  const { label, kind } = MOTO_COLUMN_DEFS[field];
  const decimals = useColumnEuroDecimals<MotoRecord>(
    kind === 'price' ? field : null,
    (moto) => moto[field],
  );
  return (
    <InlineEditCell
      name={`${label} de ${String(record.idv)}`}
      cell={field}
      field={cellKind(field, shown)}
      pending={isPending}
      text={motoCellText(shown, field, decimals)}
      editText={() => cellEditText(shown, field)}
      // What the typed text breaks (a negative price, a date that is none) stays in the input.
      parse={(typed) => parseCellEdit(field, typed)}
      onSave={save}
    />
  );
};
