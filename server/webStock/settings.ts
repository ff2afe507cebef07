// The web host's settings: a list whose first item has disclaimerMessages.
// One record, created with these texts the first time it is read, so every database has the
// list the 'Aplicar disclaimer' select offers and a PUT's disclaimer is checked against.
import type { ServerContext } from '../context.js';
import { DuplicateKeyError, type CollectionSpec } from '../db/index.js';

export interface WebSettings {
  _id: string;
  disclaimerMessages: string[];
}

const WEB_SETTINGS: CollectionSpec<WebSettings> = { name: 'gomotor-web-settings' };

const WEB_SETTINGS_ID = 'web';

const DEFAULT_DISCLAIMERS: readonly string[] = [
  'Precio financiado sujeto a la aprobación de la financiera colaboradora; consulte las condiciones en su concesionario.',
  'Oferta válida hasta el fin de la campaña o hasta agotar existencias, para vehículos en stock.',
  'El precio incluye IVA y gastos de transferencia; no incluye gastos de preentrega ni el impuesto de matriculación.',
  'Las imágenes son orientativas: el equipamiento del vehículo puede no coincidir con el que se muestra.',
  'Precio para clientes particulares residentes en la península y Baleares, con entrega de un vehículo usado.',
];

export async function readWebSettings({ db }: Pick<ServerContext, 'db'>): Promise<WebSettings> {
  const settings = db.collection(WEB_SETTINGS);
  const stored = await settings.get(WEB_SETTINGS_ID);
  if (stored) return stored;
  const fresh = { _id: WEB_SETTINGS_ID, disclaimerMessages: [...DEFAULT_DISCLAIMERS] };
  await settings.insert(fresh).catch((error: unknown) => {
    if (!(error instanceof DuplicateKeyError)) throw error;
  });
  return (await settings.get(WEB_SETTINGS_ID)) ?? fresh;
}
