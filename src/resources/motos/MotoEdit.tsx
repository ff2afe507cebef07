// /motos/{idv} (docs/screens/motos.md): the editable vehicle sheet, read by idv — every field of
// the moto in sections, the equipment rows, 'Publicar en WordPress', and the photos panel beside
// them. 'Guardar' sends the fields changed (one partial PUT) and confirms for 3 s; leaving with
// unsaved changes asks first (UnsavedChangesGuard). Photos are saved as they change (PhotosPanel).
import { Box, Button, Grid } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  BooleanInput,
  Edit,
  LinkBase,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { config } from '../../config';
import { equipmentFormRows } from '../../domain/motos/equipment';
import type { MotoRecord } from '../../dataProvider/motos';
import { Section } from '../../layout/Section';
import { MotoSections } from './MotoSections';
import { PhotosPanel } from './PhotosPanel';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { SubmitButton, SubmitOnce } from '../../writes';

export const MOTO_SAVED_MESSAGE = 'Moto guardada con éxito';

const motoTitle = (record: MotoRecord | undefined) =>
  record ? [record.marca, record.modelo, `(${record.idv})`].filter(Boolean).join(' ') : '';

const Title = () => <>{motoTitle(useRecordContext<MotoRecord>())}</>;

/** The form shows at least one equipment row. */
const asForm = (record: MotoRecord): MotoRecord => ({
  ...record,
  equipamiento: equipmentFormRows(record.equipamiento) as MotoRecord['equipamiento'],
});

const EditToolbar = () => (
  <Toolbar>
    <SubmitButton label="Guardar" />
  </Toolbar>
);

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se ha podido guardar la moto';

const MotoEdit = () => {
  const notify = useNotify();
  const shown = { autoHideDuration: config.timings.saveConfirmationMs };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Button component={LinkBase} to="/motos" startIcon={<ArrowBackIcon />}>
        Volver a motos
      </Button>
      <Edit<MotoRecord>
        title={<Title />}
        actions={false}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ select: asForm }}
        mutationOptions={{
          onSuccess: () => notify(MOTO_SAVED_MESSAGE, { type: 'success', ...shown }),
          onError: (error) => notify(failureText(error), { type: 'error', ...shown }),
        }}
      >
        {/* The vehicle sheet validates nothing itself: the browser's step checks would hold a
            save back silently; the API checks and answers with its message. */}
        <SubmitOnce>
          <SimpleForm noValidate toolbar={<EditToolbar />}>
            <UnsavedChangesGuard />
            <Box component="h1" sx={{ typography: 'h5', m: 0, mb: 2 }}>
              <Title />
            </Box>
            <Grid container spacing={3} sx={{ width: '100%' }}>
              <Grid size={{ xs: 12, lg: 8 }}>
                <Section title="Publicación" columns={200}>
                  <BooleanInput
                    source="publicar"
                    label="Publicar en WordPress"
                    helperText={false}
                  />
                </Section>
                <MotoSections />
              </Grid>
              <Grid size={{ xs: 12, lg: 4 }}>
                <PhotosPanel />
              </Grid>
            </Grid>
          </SimpleForm>
        </SubmitOnce>
      </Edit>
    </Box>
  );
};

export default MotoEdit;
