// An inline-editable figure of a row (issue 13 §1: Precio Aramis, Precio exportación,
// Kilómetros): a click opens an input with the stored value; Enter or leaving it saves that
// field alone, Escape cancels. Spanish input ('12.345', '12345,5', '9.790 €'); blank empties.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, TextField } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { parseAramisFigure } from '../../domain/aramis';
import { formatNumber } from '../../domain/format';
import { useColumnEuroDecimals } from '../../lists/priceColumns';
import {
  ARAMIS_FIELD_LABELS,
  ARAMIS_PRICES,
  aramisCellText,
  type AramisField,
  type AramisRow,
} from './columns';
import { useSaveField } from './useSaveField';

export const FigureCell = ({ field }: { field: AramisField }) => {
  const record = useRecordContext<AramisRow>();
  if (!record) return null;
  return <FigureCellOf record={record} field={field} />;
};

const FigureCellOf = ({ record, field }: { record: AramisRow; field: AramisField }) => {
  const { save, shown, isPending } = useSaveField(record, field);
  const notify = useNotify();
  const decimals = useColumnEuroDecimals<AramisRow>(
    ARAMIS_PRICES.has(field) ? field : null,
    (row) => row[field],
  );
  const [draft, setDraft] = useState<string | null>(null);
  // Set while the input is open: Enter then the blur of the closing input save once.
  const open = useRef(false);
  const edit = (text: string | null) => {
    open.current = text !== null;
    setDraft(text);
  };
  const label = `${ARAMIS_FIELD_LABELS[field]} de ${record.vehicle_id}`;

  const commit = (text: string) => {
    if (!open.current) return;
    edit(null);
    const value = parseAramisFigure(text);
    if (value === undefined) {
      notify(`${ARAMIS_FIELD_LABELS[field]}: '${text}' no es un número`, { type: 'error' });
      return;
    }
    save(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft !== null) commit(draft);
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      edit(null);
    }
  };

  if (draft === null) {
    return (
      <Box
        component="button"
        type="button"
        aria-label={`Editar ${label}`}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          edit(formatNumber(shown[field], ''));
        }}
        sx={{
          all: 'unset',
          cursor: 'text',
          display: 'block',
          minWidth: 40,
          minHeight: 20,
          whiteSpace: 'nowrap',
          textAlign: 'right',
          borderRadius: 0.5,
          px: 0.5,
          mx: -0.5,
          opacity: isPending ? 0.6 : 1,
          '&:hover, &:focus-visible': { outline: '1px dashed', outlineColor: 'primary.main' },
        }}
      >
        {aramisCellText(shown, field, decimals) || '—'}
      </Box>
    );
  }
  return (
    <TextField
      autoFocus
      size="small"
      variant="standard"
      value={draft}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => commit(draft)}
      onKeyDown={onKeyDown}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
      sx={{ width: 100 }}
    />
  );
};
