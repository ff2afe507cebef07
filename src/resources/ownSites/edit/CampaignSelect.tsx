// A campaign picker of the own-site vehicle form (it lists only active campaigns; the counter is
// chosen from the same list): used for `campana` ('Sin campaña' stores {}, as the bulk action's
// removal) and for `marketing.counter` ('Sin contador' stores null, as the web host's). The
// vehicle's own campaign stays listed, marked '(inactiva)' once deactivated, so a save keeps it.
import { MenuItem, TextField } from '@mui/material';
import { useInput, useRecordContext } from 'react-admin';
import {
  campaignChoices,
  campaignFromChoice,
  choiceIdOf,
} from '../../../domain/ownSites/webFields';
import { useActiveCampaigns } from '../useActiveCampaigns';

export const CAMPAIGNS_LOAD_FAILURE = 'No se han podido cargar las campañas';

const keep = (value: unknown) => value;

/** The record's value at a dotted source ('marketing.counter'). */
const valueAt = (record: object | undefined, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );

export const CampaignSelect = ({
  source,
  label,
  noneLabel,
  none,
  disabled = false,
}: {
  source: string;
  label: string;
  noneLabel: string;
  /** What 'no campaign' is stored as in this field. */
  none: Record<string, never> | null;
  disabled?: boolean;
}) => {
  const record = useRecordContext();
  const { campaigns, isPending, error } = useActiveCampaigns(true);
  const { field, id } = useInput({ source, format: keep, parse: keep });
  const own = valueAt(record, source);
  const choices = campaignChoices(
    campaigns,
    choiceIdOf(own) ? own : field.value,
    noneLabel,
    !isPending && !error,
  );
  const value = choiceIdOf(field.value);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={label}
      size="small"
      value={choices.some((c) => c.id === value) ? value : ''}
      onChange={(event) => field.onChange(campaignFromChoice(choices, event.target.value) ?? none)}
      onBlur={field.onBlur}
      disabled={disabled}
      helperText={error ? CAMPAIGNS_LOAD_FAILURE : undefined}
      error={Boolean(error)}
      sx={{ width: '100%', maxWidth: 480, my: 1 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
