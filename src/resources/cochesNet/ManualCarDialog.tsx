// Manual creation on account 5: sections 'Descripción' and 'Fotos del vehículo', 'Reset' (empties
// and closes the form: the form is toggled by 'Crear vehículo manual' and 'Reset') and 'Guardar';
// the brands from the brands call; the payload and the required fields from manualCar.ts; the
// photos uploaded one by one (ManualPhotos.tsx), their URLs in the payload in the order shown. A
// listing the marketplace refuses keeps the form open with its message.
import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  MANUAL_CAR_ACCOUNT,
  MANUAL_CAR_OPTIONS,
  MANUAL_CAR_TEXTS,
  manualCarErrors,
  manualCarPayload,
  manualPhotosProblem,
  isSuccess,
  uploadedPhotoUrls,
  type ManualCarForm,
  type ManualPhoto,
} from '../../domain/cochesNet';
import { config } from '../../config';
import { Section } from '../../layout/Section';
import { ManualPhotos } from './ManualPhotos';
import { CNET_PUBLISHER_RESOURCE } from '../../dataProvider/channels/cnetPublisher';
import { usePublisherApi } from './usePublisherData';
import { WriteButton, type Submission } from '../../writes';
import { longText } from '../../layout/longText';

type TextKey = Exclude<keyof ManualCarForm, 'metalized' | 'priceWithTaxes' | 'hasStock' | 'photos'>;
type Choice = { value: string | number; label: string };

const choices = (values: readonly (string | number)[]): Choice[] =>
  values.map((value) => ({ value, label: String(value) }));

const FIELDS: { key: TextKey; label: string; options?: Choice[]; multiline?: boolean }[] = [
  { key: 'model', label: 'Modelo' },
  { key: 'version', label: 'Versión' },
  { key: 'year', label: 'Año', options: choices(MANUAL_CAR_OPTIONS.years) },
  { key: 'fuelType', label: 'Combustible', options: choices(MANUAL_CAR_OPTIONS.fuelTypes) },
  { key: 'bodyType', label: 'Carrocería' },
  { key: 'numberOfDoors', label: 'Puertas', options: choices([2, 3, 4, 5]) },
  {
    key: 'transmissionType',
    label: 'Cambio',
    options: choices(MANUAL_CAR_OPTIONS.transmissions),
  },
  { key: 'kilometers', label: 'Kilómetros' },
  {
    key: 'warranty',
    label: 'Garantía (meses)',
    options: MANUAL_CAR_OPTIONS.warranties.map((m) => ({
      value: m,
      label: m === 0 ? 'Sin garantía' : `${m} meses`,
    })),
  },
  {
    key: 'colorId',
    label: 'Color',
    options: MANUAL_CAR_OPTIONS.colours.map((c) => ({
      value: c.id,
      label: c.name.charAt(0).toUpperCase() + c.name.slice(1),
    })),
  },
  { key: 'additionalColor', label: 'Nombre del color' },
  { key: 'price', label: 'Precio (€)' },
  { key: 'financingPrice', label: 'Precio financiado (€)' },
  {
    key: 'provincePrefix',
    label: 'Ubicación',
    options: MANUAL_CAR_OPTIONS.locations.map((l) => ({
      value: l.provincePrefix,
      label: l.label,
    })),
  },
  {
    key: 'environmentalLabel',
    label: 'Etiqueta medioambiental',
    options: choices(MANUAL_CAR_OPTIONS.environmentalLabels),
  },
  { key: 'plate', label: 'Matrícula' },
  { key: 'internalReference', label: 'Referencia interna' },
  { key: 'professional', label: 'Descripción', multiline: true },
];

const EMPTY: ManualCarForm = {};

export const ManualCarDialog = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) => {
  const api = usePublisherApi();
  const notify = useNotify();
  const [form, setForm] = useState<ManualCarForm>(EMPTY);
  const [photos, setPhotos] = useState<ManualPhoto[]>([]);
  const [shownErrors, setShownErrors] = useState(false);
  const [brands, setBrands] = useState<{ id: number; name: string }[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open || brands.length) return;
    const controller = new AbortController();
    api
      .getBrands(CNET_PUBLISHER_RESOURCE, {
        account: MANUAL_CAR_ACCOUNT,
        signal: controller.signal,
      })
      .then(setBrands)
      .catch((e: Error) => !controller.signal.aborted && notify(e.message, { type: 'error' }));
    return () => controller.abort();
  }, [api, notify, open, brands.length]);

  const errors: Partial<Record<string, string>> = shownErrors ? manualCarErrors(form) : {};
  const set = (key: keyof ManualCarForm, value: unknown) =>
    setForm((current) => ({ ...current, [key]: value }));

  const field = (key: TextKey, label: string, options?: Choice[], multiline?: boolean) => (
    <TextField
      key={key}
      size="small"
      label={label}
      select={Boolean(options)}
      {...(multiline ? longText({ sx: { gridColumn: '1 / -1' } }) : {})}
      value={form[key] ?? ''}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(event) => set(key, event.target.value)}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const save = async ({ idempotencyKey }: Submission) => {
    setShownErrors(true);
    if (Object.keys(manualCarErrors(form)).length > 0) return;
    const photoProblem = manualPhotosProblem(photos);
    if (photoProblem) return notify(photoProblem, { type: 'warning' });
    setSaving(true);
    const listing = manualCarPayload({
      ...form,
      photos: uploadedPhotoUrls(photos, config.apiUrl, window.location.href),
    });
    const outcome = await api.write(CNET_PUBLISHER_RESOURCE, {
      action: 'create',
      account: MANUAL_CAR_ACCOUNT,
      listing,
      title: listing.title,
      idempotencyKey,
    });
    setSaving(false);
    if (!isSuccess(outcome.status)) return notify(outcome.message, { type: 'error' });
    notify(outcome.message, { type: 'success' });
    setForm(EMPTY);
    setPhotos([]);
    setShownErrors(false);
    onCreated();
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{MANUAL_CAR_TEXTS.open}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <Section variant="panel" columns="two" title={MANUAL_CAR_TEXTS.description}>
          {field(
            'brand',
            'Marca',
            brands.map((b) => ({ value: b.name, label: b.name })),
          )}
          {FIELDS.map((f) => field(f.key, f.label, f.options, f.multiline))}
          <FormControlLabel
            control={
              <Checkbox
                checked={form.metalized === true}
                onChange={(event) => set('metalized', event.target.checked)}
              />
            }
            label="Metalizado"
          />
        </Section>
        <Section variant="panel" title={MANUAL_CAR_TEXTS.photos}>
          <ManualPhotos photos={photos} setPhotos={setPhotos} />
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        {/* 'Crear vehículo manual' opens the form and 'Reset' closes it, emptied. */}
        <Button
          onClick={() => {
            setForm(EMPTY);
            setPhotos([]);
            setShownErrors(false);
            onClose();
          }}
        >
          {MANUAL_CAR_TEXTS.reset}
        </Button>
        <WriteButton
          variant="contained"
          working={saving}
          onClick={(_event, submission) => save(submission)}
        >
          {MANUAL_CAR_TEXTS.save}
        </WriteButton>
      </DialogActions>
    </Dialog>
  );
};
