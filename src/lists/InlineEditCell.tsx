// The one cell edited in its row (motos, Aramis, the own sites' and the web stock's tables):
// a flag is a switch saved on click; any other value reads as text until a click opens an
// input with the value as typed. Enter or leaving the input saves it, Escape goes back and
// sends nothing; what the field's rule refuses stays in the input with the message under it.
// A choice opens a list, saved when one is picked. Each table says how it saves and shows.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, MenuItem, Switch, TextField } from '@mui/material';
import { figureEdit, type FigureKind } from '../domain/figures';

/** What the typed text becomes: the value sent, or the message shown under the input. */
export type CellEdit = { value: unknown } | { error: string };

export type CellKind =
  | { kind: 'boolean'; checked: boolean }
  | { kind: 'figure'; figure: FigureKind }
  | { kind: 'text' }
  | { kind: 'date'; placeholder?: string }
  | { kind: 'choice'; choices: readonly { id: string; name: string }[] };

export interface InlineEditCellProps {
  /** The value's name, '<column> de <row>': the input's; the closed cell is 'Editar <name>'. */
  name: string;
  field: CellKind;
  /** The closed cell's text, as the table shows it. */
  text?: ReactNode;
  /** What the input opens with (never the table's formatting). */
  editText?: () => string;
  /** The typed text as the value to save; a figure follows its kind unless told otherwise. */
  parse?: (typed: string) => CellEdit;
  onSave: (value: unknown) => void;
  /** While the value is being stored the cell waits. */
  pending?: boolean;
  /** Marks the closed cell with the field it edits (`data-cell`). */
  cell?: string;
}

const defaultParse =
  (field: CellKind) =>
  (typed: string): CellEdit =>
    field.kind === 'figure' ? figureEdit(field.figure, typed) : { value: typed.trim() };

const closedSx = (pending: boolean) => ({
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
  opacity: pending ? 0.6 : 1,
  '&:hover, &:focus-visible': { outline: '1px dashed', outlineColor: 'primary.main' },
});

export const InlineEditCell = (props: InlineEditCellProps) => {
  const { name, field, pending = false } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // Set while the input is open: Enter, then the blur of the closing input, save once.
  const open = useRef(false);
  const edit = (text: string | null) => {
    open.current = text !== null;
    setDraft(text);
    setProblem(undefined);
  };

  if (field.kind === 'boolean')
    return (
      <Switch
        size="small"
        checked={field.checked}
        disabled={pending}
        onClick={(event) => event.stopPropagation()}
        onChange={(_event, checked) => props.onSave(checked)}
        slotProps={{ input: { 'aria-label': name } }}
      />
    );

  if (draft === null)
    return (
      <Box
        component="button"
        type="button"
        aria-label={`Editar ${name}`}
        data-cell={props.cell}
        disabled={pending}
        onClick={(event) => {
          event.stopPropagation();
          edit(props.editText?.() ?? '');
        }}
        sx={closedSx(pending)}
      >
        {props.text}
      </Box>
    );

  const choices = field.kind === 'choice' ? field.choices : undefined;
  const commit = (text: string) => {
    if (!open.current) return;
    const parsed = (props.parse ?? defaultParse(field))(text);
    if ('error' in parsed) return setProblem(parsed.error);
    edit(null);
    props.onSave(parsed.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLDivElement>) => {
    if (event.key === 'Enter' && !choices) {
      event.preventDefault();
      commit(draft);
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      edit(null);
    }
  };
  return (
    <TextField
      autoFocus
      size="small"
      variant="standard"
      value={draft}
      select={Boolean(choices)}
      placeholder={field.kind === 'date' ? field.placeholder : undefined}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        if (choices) return commit(event.target.value);
        setDraft(event.target.value);
        setProblem(undefined);
      }}
      onBlur={() => (choices ? edit(null) : commit(draft))}
      onKeyDown={onKeyDown}
      error={problem !== undefined}
      helperText={problem}
      slotProps={{
        htmlInput: {
          'aria-label': name,
          inputMode: field.kind === 'figure' ? 'decimal' : undefined,
        },
        select: { defaultOpen: true, onClose: () => edit(null) },
      }}
      sx={{ minWidth: problem ? 160 : field.kind === 'date' ? 110 : 80 }}
    >
      {choices?.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
