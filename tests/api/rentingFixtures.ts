// Shared pieces of the renting API tests: a valid vehicle body, the PDF's text read back by pdf.js,
// a tiny PNG.
import { createRequire } from 'node:module';
import { emptyPriceGrid, formatPriceValue } from '../../src/domain/renting/priceGrid';
import type { RentingVehicle, RentingVehicleInput } from '../../src/domain/renting/types';
import { DEMO_RENTING_PROVIDERS } from '../../server/seed/renting';

export const PROVIDER = DEMO_RENTING_PROVIDERS[0]!;

/** A grid whose cells are 100 + the cell's index (so each price is its own). */
export const pricedGrid = (base: number) =>
  emptyPriceGrid().map((e, i) => ({ ...e, valor: formatPriceValue(base + i * 10.5) }));

/** What the create form sends, all fields filled. */
export const newVehicle = (over: Partial<RentingVehicleInput> = {}): RentingVehicleInput => ({
  stock: 3,
  provider: PROVIDER._id,
  immediate_delivery: true,
  marca: 'Citroën',
  modelo: 'C4 X',
  version: 'Shine Hybrid 136 ë-DCS6',
  color: 'Azul Eclipse',
  carroceria: 'Berlina',
  potenciaCv: 136,
  cambio: 'Automático',
  combustible: 'Híbrido',
  puertas: 5,
  plazas: 5,
  emisiones: '118 g/km',
  consumoExtUrbano: '4,9 l/100 km',
  franquicia: 600,
  etiquetaEco: 'ECO',
  publicarParticular: true,
  publicarEmpresa: false,
  publicarAutonomos: true,
  publicarOtros: false,
  precioMinParticular: { valorMin: '1.099,00', tipoPrecioMin: '10.000 km/año · 48 meses' },
  precioMinAutonomos: { valorMin: '899,00', tipoPrecioMin: '10.000 km/año · 48 meses' },
  precioMinEmpresas: { valorMin: '859,00', tipoPrecioMin: '10.000 km/año · 48 meses' },
  preciosParticular: pricedGrid(1099),
  preciosAutonomos: pricedGrid(899),
  preciosEmpresas: pricedGrid(859),
  equipamientoDestacado: [
    { tipo: 'Destacado', descripcion: '', contenido: 'Techo solar panorámico' },
    { tipo: 'Destacado', descripcion: '', contenido: 'Suspensión con amortiguadores hidráulicos' },
  ],
  equipamientoTecnologia: [{ tipo: 'Tecnologia', descripcion: '', contenido: 'Head-up display' }],
  equipamientoConfort: [
    { tipo: 'Confort', descripcion: '', contenido: 'Asientos Advanced Comfort' },
  ],
  equipamientoSeguridad: [
    { tipo: 'Seguridad', descripcion: '', contenido: 'Frenada de emergencia' },
  ],
  equipamientoExterior: [{ tipo: 'Exterior', descripcion: '', contenido: 'Llantas de 18"' }],
  recursos: [],
  ...over,
});

/** The record fields a test compares (no ids). */
export const withoutIds = (v: RentingVehicle) => {
  const { _id: _a, id: _b, ...rest } = v;
  return rest;
};

const require = createRequire(import.meta.url);

/** The text of every page of a PDF, read by pdf.js (legacy build, Node 20). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = require('pdfjs-dist/legacy/build/pdf.js') as {
    getDocument(options: object): {
      promise: Promise<{
        numPages: number;
        getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string }[] }> }>;
      }>;
    };
  };
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => item.str ?? '').join(' '));
  }
  return pages.join('\n');
}

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
