// /proveedor/nuevo — the new vehicle form of the vehicle-data provider
// (docs/screens/campaigns.md): four accordion panels and the image area in one react-admin form.
// Submitting uploads the images, then creates the vehicle through the server's proxy and says so; a
// failure shows the server's message.
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Title, Toolbar, useNotify } from 'react-admin';
import {
  EMPTY_PROVIDER_FORM,
  vehicleBody,
  type ProviderFormValues,
} from '../../domain/providerForm/body';
import { PANELS } from './fields';
import { FormSection } from './FormSection';
import { ImagesArea, type ImagePick } from './ImagesArea';
import { createProviderVehicle, uploadProviderImage } from './providerApi';
import { ProviderField } from './ProviderField';
import { useCatalogue } from './useCatalogue';
import { SubmitButton, SubmitOnce, type Submission } from '../../writes';

export const PROVIDER_FORM_TITLE = 'Nuevo vehículo proveedor';

type FormValues = ProviderFormValues & { images?: ImagePick[] };

const DEFAULTS: FormValues = { ...EMPTY_PROVIDER_FORM, images: [] };

/** Images already uploaded, by file: a submit tried again after a failure sends them once. */
const uploaded = new WeakMap<File, string>();

const uploadOnce = async (file: File): Promise<string> => {
  const known = uploaded.get(file);
  if (known) return known;
  const url = await uploadProviderImage(file);
  uploaded.set(file, url);
  return url;
};

/** The panels; inside the form, where the cascade reads its choices. */
const Panels = () => {
  const catalogue = useCatalogue();
  return (
    <>
      {PANELS.map(({ title, fields, footer: Footer }) => (
        <FormSection key={title} title={title}>
          {fields.map((field) => (
            <ProviderField key={field.source} field={field} catalogue={catalogue} />
          ))}
          {Footer && <Footer />}
        </FormSection>
      ))}
      <ImagesArea />
    </>
  );
};

const ProviderFormPage = () => {
  const notify = useNotify();
  // A new key after a creation gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);

  const submit = async (raw: Record<string, unknown>, { idempotencyKey }: Submission) => {
    // react-hook-form hands the values untyped: they are the defaults' shape, filled in.
    const values = raw as unknown as FormValues;
    try {
      const images: string[] = [];
      for (const image of values.images ?? []) images.push(await uploadOnce(image.file));
      const created = await createProviderVehicle(vehicleBody(values, images), idempotencyKey);
      notify(`Vehículo creado en el proveedor de datos (referencia ${created.providerId})`, {
        type: 'success',
      });
      setFormKey((key) => key + 1);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'No se ha podido crear el vehículo', {
        type: 'error',
      });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={PROVIDER_FORM_TITLE} />
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {PROVIDER_FORM_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Alta de un vehículo BMW o MINI en el proveedor de datos de vehículos.
      </Typography>
      <SubmitOnce key={formKey} save={submit}>
        <Form defaultValues={DEFAULTS} noValidate>
          <Panels />
          <Toolbar sx={{ mt: 2, borderRadius: 1 }}>
            <SubmitButton label="Crear vehículo" />
          </Toolbar>
        </Form>
      </SubmitOnce>
    </Box>
  );
};

export default ProviderFormPage;
