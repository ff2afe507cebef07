// An inline-editable figure of a row (issue 13 §1: Precio Aramis, Precio exportación,
// Kilómetros): a click opens an input with the stored value; Enter or leaving it saves that
// field alone, Escape cancels. Spanish input ('12.345', '9.790 €'); blank empties. A value the
// figure's rule refuses (negative, not a number, decimals in whole euros) is not sent: the
// input stays open with the message under it.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, TextField } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { aramisFigureKind } from '../../domain/aramisFields';
import { figureProblem, parseSpanishFigure } from '../../domain/figures';
import { formatNumber } from '../../domain/format';
import { ARAMIS_FIELD_LABELS, aramisCellText, type AramisField, type AramisRow } from './columns';
import { useSaveField } from './useSaveField';

export const FigureCell = ({ field }: { field: AramisField }) => {
  const record = useRecordContext<AramisRow>();
  if (!record) return null;
  return <FigureCellOf record={record} field={field} />;
};

const FigureCellOf = ({ record, field }: { record: AramisRow; field: AramisField }) => {
  const { save, shown, isPending } = useSaveField(record, field);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // Set while the input is open: Enter then the blur of the closing input save once.
  const open = useRef(false);
  const edit = (text: string | null) => {
    open.current = text !== null;
    setDraft(text);
    setProblem(undefined);
  };
  const label = `${ARAMIS_FIELD_LABELS[field]} de ${record.vehicle_id}`;

  const commit = (text: string) => {
    if (!open.current) return;
    const refused = figureProblem(aramisFigureKind(field) ?? 'measure', text);
    if (refused) return setProblem(refused);
    edit(null);
    save(parseSpanishFigure(text) ?? null);
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
        {aramisCellText(shown, field) || '—'}
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
      onChange={(event) => {
        setDraft(event.target.value);
        setProblem(undefined);
      }}
      onBlur={() => commit(draft)}
      onKeyDown={onKeyDown}
      error={problem !== undefined}
      helperText={problem}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
      sx={{ width: problem ? 160 : 100 }}
    />
  );
};
