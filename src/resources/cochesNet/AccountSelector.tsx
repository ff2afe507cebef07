// The list's account filter: 0 the own database, 1 and 5–7 the marketplace accounts, named as
// the API names them (accountChoices). It reads and sets the list's `filterValues.account`, as
// any react-admin filter does; the page keeps that filter in the address (?cuenta=N).
import { MenuItem, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import { accountChoices, type MarketplaceAccount } from '../../domain/cochesNet';

export const ACCOUNT_LABEL = 'Cuenta de Coches.net';

export const AccountSelector = ({
  accounts,
  disabled,
}: {
  accounts: readonly MarketplaceAccount[];
  disabled?: boolean;
}) => {
  const { filterValues, setFilters } = useListContext();
  const value = (filterValues as { account?: number }).account;
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={ACCOUNT_LABEL}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => setFilters({ account: Number(event.target.value) })}
      sx={{ minWidth: 260 }}
    >
      {accountChoices(accounts).map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
