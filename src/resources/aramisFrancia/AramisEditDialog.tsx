// The row's edit: every supplier field in a dialog over the table, react-admin's <EditBase> +
// <SimpleForm>, saved with PATCH of what changed; vehicle_id (the idv the record stands for) is
// shown, not edited.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogTitle, IconButton } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  EditBase,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useNotify,
  type Identifier,
} from 'react-admin';
import { ARAMIS_PANEL_RESOURCE } from '../../dataProvider/channels/aramis';
import { aramisFigureKind } from '../../domain/aramisFields';
import { FigureInput } from '../../layout/FigureInput';
import { ARAMIS_COLUMNS, type AramisField } from './columns';
import { FIELD_SAVED_MESSAGE } from './useSaveField';
import { SubmitButton, SubmitOnce } from '../../writes';

const REQUIRED = new Set<AramisField>(['make_label', 'model_label']);

const FieldInput = ({ field, label, kind }: (typeof ARAMIS_COLUMNS)[number]) => {
  const common = { source: field, label, fullWidth: true, helperText: false as const };
  if (field === 'vehicle_id') return <TextInput {...common} disabled />;
  switch (kind) {
    case 'number':
      return <FigureInput {...common} kind={aramisFigureKind(field) ?? 'measure'} />;
    case 'boolean':
      return <BooleanInput source={field} label={label} helperText={false} />;
    case 'date':
      return <DateInput {...common} />;
    default:
      return <TextInput {...common} validate={REQUIRED.has(field) ? required() : undefined} />;
  }
};

export const AramisEditDialog = ({
  id,
  onClose,
}: {
  id: Identifier | null;
  onClose: () => void;
}) => {
  const notify = useNotify();
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="md" fullWidth>
      {id !== null && (
        <EditBase
          resource={ARAMIS_PANEL_RESOURCE}
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify(FIELD_SAVED_MESSAGE, { type: 'success' });
              onClose();
            },
          }}
        >
          <DialogTitle sx={{ pr: 6 }}>Editar vehículo de Aramis Francia</DialogTitle>
          <IconButton
            aria-label="Cerrar"
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <SubmitOnce>
            <SimpleForm
              toolbar={
                <Toolbar>
                  <SubmitButton label="Guardar" />
                </Toolbar>
              }
            >
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                  columnGap: 2,
                  rowGap: 1,
                  width: '100%',
                }}
              >
                {ARAMIS_COLUMNS.map((column) => (
                  <FieldInput key={column.field} {...column} />
                ))}
              </Box>
            </SimpleForm>
          </SubmitOnce>
        </EditBase>
      )}
    </Dialog>
  );
};
