// The form header's switches: create 'Publicar para' Particular, Autónomos, Empresa; edit
// 'Publicar' Particular, Profesional, Autónomos, Otros (domain/renting/audiences.ts maps them to
// the publish flags).
import { FormControlLabel, FormGroup, FormLabel, Stack, Switch } from '@mui/material';
import { useController } from 'react-hook-form';
import type { AudienceSwitch } from '../../../domain/renting/audiences';

const FlagSwitch = ({ item }: { item: AudienceSwitch }) => {
  const { field } = useController({ name: item.flag });
  return (
    <FormControlLabel
      label={item.label}
      control={
        <Switch
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      }
    />
  );
};

export const AudienceSwitches = ({
  title,
  switches,
}: {
  title: string;
  switches: readonly AudienceSwitch[];
}) => (
  <Stack
    direction="row"
    spacing={1}
    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    role="group"
    aria-label={title}
  >
    <FormLabel component="span">{title}</FormLabel>
    <FormGroup row>
      {switches.map((item) => (
        <FlagSwitch key={item.flag} item={item} />
      ))}
    </FormGroup>
  </Stack>
);
