// The row edit of the publisher (the current path plus '/{vehicle id}' with the listing's form):
// /coches-net/:id?cuenta=N edits the listing N holds — its prices, km, warranty, colour and
// description — and PUTs it back (one write, paced by the marketplace: a 429 says how long to
// wait). Back to /coches-net?cuenta=N afterwards.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { PUBLISHER_TEXTS, isSuccess, type MarketplaceListing } from '../../domain/cochesNet';
import { figureErrors } from '../../domain/figures';
import { parseSpanishNumber } from '../../domain/ownSites/prices';
import { CNET_PUBLISHER_RESOURCE } from '../../dataProvider/channels/cnetPublisher';
import { ACCOUNT_PARAM, PUBLISHER_PATH } from './routes';
import { usePublisherApi } from './usePublisherData';
import { WriteButton } from '../../writes';
import { longText } from '../../layout/longText';

type Draft = Record<'price' | 'financing' | 'km' | 'warranty' | 'colour' | 'description', string>;

const draftOf = (l: MarketplaceListing): Draft => ({
  price: l.price?.priceValue?.toString() ?? '',
  financing: l.price?.financingPrice?.toString() ?? '',
  km: l.kilometers?.toString() ?? '',
  warranty: l.warranty?.toString() ?? '',
  colour: l.color?.additionalColor ?? '',
  description: l.information?.professional ?? '',
});

const numberOrNull = (text: string): number | null =>
  text.trim() === '' ? null : parseSpanishNumber(text);

const withDraft = (l: MarketplaceListing, d: Draft): MarketplaceListing => ({
  ...l,
  price: {
    ...l.price,
    priceValue: numberOrNull(d.price),
    financingPrice: numberOrNull(d.financing),
  },
  kilometers: numberOrNull(d.km),
  warranty: numberOrNull(d.warranty),
  color: { ...l.color, additionalColor: d.colour.trim() },
  information: { ...l.information, professional: d.description.trim() },
});

/** The draft's figures, each its kind: refused before the PUT, the message under the field. */
const FIGURES = {
  price: 'wholeEuros',
  financing: 'wholeEuros',
  km: 'km',
  warranty: 'count',
} as const;

const LABELS: Record<keyof Draft, string> = {
  price: 'Precio (€)',
  financing: 'Precio financiado (€)',
  km: 'Kilómetros',
  warranty: 'Garantía (meses)',
  colour: 'Color',
  description: 'Descripción',
};

export const CochesNetEditPage = () => {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const account = Number(params.get(ACCOUNT_PARAM));
  const api = usePublisherApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const [listing, setListing] = useState<MarketplaceListing | null | undefined>(undefined);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(false);
  const errors: Partial<Record<keyof Draft, string>> =
    checked && draft ? figureErrors(draft, FIGURES) : {};
  const back = `${PUBLISHER_PATH}?${ACCOUNT_PARAM}=${account}`;

  useEffect(() => {
    const controller = new AbortController();
    api
      .getVehicles(CNET_PUBLISHER_RESOURCE, { account, signal: controller.signal })
      .then((rows) => {
        const found = rows.find((row) => row.id === id) as MarketplaceListing | undefined;
        setListing(found ?? null);
        if (found) setDraft(draftOf(found));
      })
      .catch(() => !controller.signal.aborted && setListing(null));
    return () => controller.abort();
  }, [api, account, id]);

  const save = async () => {
    if (!listing || !draft) return;
    setChecked(true);
    if (Object.keys(figureErrors(draft, FIGURES)).length > 0) return;
    setSaving(true);
    const outcome = await api.write(CNET_PUBLISHER_RESOURCE, {
      action: 'update',
      account,
      listing: withDraft(listing, draft),
      listingId: listing.id,
      title: listing.title,
    });
    setSaving(false);
    if (!isSuccess(outcome.status)) return notify(outcome.message, { type: 'error' });
    notify(PUBLISHER_TEXTS.updateSuccess, { type: 'success' });
    navigate(back);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Title title="Coches.net" />
      <Typography variant="h5" component="h1">
        {listing ? listing.title : 'Vehículo de Coches.net'}
      </Typography>
      {listing === undefined && <Typography>Cargando…</Typography>}
      {listing === null && (
        <Typography color="error">{`Vehículo no encontrado en Coches.net (cuenta ${account})`}</Typography>
      )}
      {listing && draft && (
        <Card>
          <CardContent
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <Typography sx={{ gridColumn: '1 / -1' }} color="text.secondary">
              {`IDV ${listing.internalReference} · ${listing.plate || 'sin matrícula'} · cuenta ${account}`}
            </Typography>
            {(Object.keys(LABELS) as (keyof Draft)[]).map((key) => (
              <TextField
                key={key}
                size="small"
                label={LABELS[key]}
                value={draft[key]}
                error={Boolean(errors[key])}
                helperText={errors[key]}
                {...(key === 'description' ? longText({ sx: { gridColumn: '1 / -1' } }) : {})}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              />
            ))}
          </CardContent>
        </Card>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={RouterLink} to={back}>
          Volver
        </Button>
        {listing && (
          <WriteButton variant="contained" working={saving} onClick={save}>
            Guardar
          </WriteButton>
        )}
      </Box>
    </Box>
  );
};

export default CochesNetEditPage;
