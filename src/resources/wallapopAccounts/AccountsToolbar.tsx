// Toolbar of the accounts grid: 'Añadir cuenta' starts a new row.
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Toolbar, type GridSlotProps } from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Adds an unsaved account row in edit mode (settings > Wallapop grid). */
    onAddAccount?: () => void;
  }
}

export const AccountsToolbar = ({ onAddAccount }: GridSlotProps['toolbar']) => (
  <Toolbar>
    <Button size="small" startIcon={<AddIcon />} onClick={onAddAccount}>
      Añadir cuenta
    </Button>
  </Toolbar>
);
