// The equipment rows of a vehicle's edit page (the motos and the own sites): an editable list of
// `equipamiento` where a row can be added, and removed only while more than one exists. Each page
// passes the inputs of one row.
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import {
  ArrayInput,
  RemoveItemButton,
  SimpleFormIterator,
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
