// The account modes: 0 the own database, 1 and 5–7 the marketplace accounts, named as the API names
// them (accountChoices).
import { MenuItem, TextField } from '@mui/material';
import { accountChoices, type MarketplaceAccount } from '../../domain/cochesNet';

export const ACCOUNT_LABEL = 'Cuenta de Coches.net';

export const AccountSelector = ({
  accounts,
  value,
  disabled,
  onChange,
}: {
  accounts: readonly MarketplaceAccount[];
  value: number | null;
  disabled?: boolean;
  onChange: (value: number) => void;
}) => (
  <TextField
    select
    fullWidth={false}
    size="small"
    label={ACCOUNT_LABEL}
    value={value ?? ''}
    disabled={disabled}
    onChange={(event) => onChange(Number(event.target.value))}
    sx={{ minWidth: 260 }}
  >
    {accountChoices(accounts).map((choice) => (
      <MenuItem key={choice.value} value={choice.value}>
        {choice.label}
      </MenuItem>
    ))}
  </TextField>
);
