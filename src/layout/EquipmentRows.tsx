// The equipment rows of a vehicle's edit page (the motos and the own sites): an editable list of
// `equipamiento` where a row can be added, and removed only while more than one exists. Each page
// passes the inputs of one row, the type and description made by the functions below.
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import {
  ArrayInput,
  RemoveItemButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
} from 'react-admin';
import { canRemoveEquipmentRow } from '../domain/ownSites/equipment';

/** No remove button while a single row remains. */
const RemoveWhileSeveral = () => {
  const { total } = useSimpleFormIterator();
  return canRemoveEquipmentRow(Array.from({ length: total })) ? <RemoveItemButton /> : null;
};

export const EquipmentRows = ({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) => (
  <ArrayInput source="equipamiento" label={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      removeButton={<RemoveWhileSeveral />}
      sx={sx}
    >
      {children}
    </SimpleFormIterator>
  </ArrayInput>
);

/** What is typed is kept as it is (react-admin would store an emptied field as null). */
const keepText = (value: string) => value;

// The iterator reads each row input's own `source` and `defaultValue` to build a new row, so
// these are functions giving the inputs themselves rather than components wrapping them.

interface RowInputOptions {
  defaultValue?: string;
  sx?: SxProps<Theme>;
}

/** A row's 'Tipo': one of `choices` or 'Ninguno'; `format` shows an unknown type as none. */
export const equipmentTypeInput = ({
  choices,
  ...options
}: RowInputOptions & {
  choices: readonly { id: string; name: string }[];
  format: (value: unknown) => string;
}) => (
  <SelectInput
    source="tipo"
    label="Tipo"
    helperText={false}
    choices={choices.filter((c) => c.id !== '')}
    emptyText="Ninguno"
    parse={keepText}
    {...options}
  />
);

/** A row's text input: 'Descripción' or another text field of the row. */
export const equipmentTextInput = ({
  source = 'descripcion',
  label = 'Descripción',
  ...options
}: RowInputOptions & { source?: string; label?: string }) => (
  <TextInput source={source} label={label} helperText={false} parse={keepText} {...options} />
);
