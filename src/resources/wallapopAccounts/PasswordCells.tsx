// The FTP password cells of the accounts grid: the API never answers the
// password, so view mode shows '••••' (or '—') and 'Cambiar', which opens the row with the
// password field focused; edit mode is an empty password input: what is typed replaces the
// stored password, leaving it empty keeps it.
import { useLayoutEffect, useRef } from 'react';
import { Box, Button, InputBase } from '@mui/material';
import { useGridApiContext, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { PASSWORD_MASK, passwordShown } from '../../domain/wallapopAccount';
import type { AccountRow } from './accountColumns';

export const PASSWORD_LABEL = 'Nueva contraseña FTP';

export const PasswordViewCell = ({
  hasPassword,
  onChange,
}: {
  hasPassword: boolean;
  onChange: () => void;
}) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
    <span>{passwordShown(hasPassword)}</span>
    <Button
      size="small"
      onClick={(event) => {
        // The grid would otherwise treat the click as a cell click.
        event.stopPropagation();
        onChange();
      }}
    >
      Cambiar
    </Button>
  </Box>
);

export const PasswordEditCell = (params: GridRenderEditCellParams<AccountRow, string>) => {
  const apiRef = useGridApiContext();
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (params.hasFocus) input.current?.focus();
  }, [params.hasFocus]);
  return (
    <InputBase
      fullWidth
      type="password"
      value={params.value ?? ''}
      inputRef={input}
      placeholder={params.row.hasFtpPassword ? `${PASSWORD_MASK} (sin cambios)` : ''}
      inputProps={{ 'aria-label': PASSWORD_LABEL, autoComplete: 'new-password' }}
      onChange={(event) =>
        void apiRef.current.setEditCellValue({
          id: params.id,
          field: params.field,
          value: event.target.value,
        })
      }
      sx={{ px: 1, fontSize: 'inherit' }}
    />
  );
};
