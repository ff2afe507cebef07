// The offer PDF of a renting vehicle for one audience (download-pdf): made by pdfkit on one A4 page
// — group and brand header, the main photo, the vehicle's data, the audience's price grid (km tiers
// × terms, Spanish '€/mes'), highlighted equipment, offer id, validity date and legal footer.
// Liberation Sans is embedded so 'ñ', '€' and accents render in any viewer.
import PDFDocument from 'pdfkit';
import { fontData } from './pdfFonts.js';
import { formatDate, formatEuros, formatInteger, formatKm } from '../../src/domain/format.js';
import {
  AUDIENCE_GRID,
  AUDIENCE_LABEL,
  AUDIENCE_MIN,
  RENTING_KM_TIERS,
  RENTING_TERMS,
  type Audience,
  type RentingVehicle,
} from '../../src/domain/renting/types.js';
import {
  formatPriceValue,
  parsePriceValue,
  priceTipo,
} from '../../src/domain/renting/priceGrid.js';

/** The dealer group the offers are made by (the group's own site, Grupo Oliva). */
const GROUP_NAME = 'Grupo Oliva';
/** Days an offer is valid from the day it is made. */
const OFFER_VALIDITY_DAYS = 30;

const INK = '#1f2933';
const MUTED = '#5f6b7a';
const BRAND = '#0d3b66';
const ACCENT = '#f4a259';
const LINE = '#d9dee5';
const ECO_COLOURS: Record<string, string> = {
  '0 emisiones': '#1f6fb2',
  ECO: '#2a9d8f',
  C: '#3f9e3f',
  B: '#e9c46a',
};

export interface OfferInput {
  vehicle: Pick<RentingVehicle, Exclude<keyof RentingVehicle, '_id' | 'id'>> & { _id?: string };
  audience: Audience;
  providerName: string;
  /** JPEG bytes of the main photo (photo.ts), or null: the frame then says 'Sin foto'. */
  photo: Buffer | null;
  now: Date;
}

/** '1.234,50 €/mes', or 'Consultar' for a cell left at 0,00. */
export const monthly = (valor: string | undefined): string => {
  const n = valor === undefined ? null : parsePriceValue(valor);
  return n === null || n === 0 ? 'Consultar' : `${valor} €/mes`;
};

/** The text lines of the vehicle's data block (label, value). */
function dataRows(v: OfferInput['vehicle']): [string, string][] {
  const rows: [string, string][] = [
    ['Marca', v.marca],
    ['Modelo', v.modelo],
    ['Versión', v.version],
    ['Color', v.color],
    ['Potencia', v.potenciaCv === null ? '' : `${formatInteger(v.potenciaCv)} CV`],
    ['Cambio', v.cambio],
    ['Combustible', v.combustible],
    ['Etiqueta ECO', v.etiquetaEco],
    ['Carrocería', v.carroceria],
    [
      'Puertas / plazas',
      [v.puertas, v.plazas].map((n) => (n === null ? '—' : formatInteger(n))).join(' / '),
    ],
    ['Emisiones', v.emisiones],
    ['Consumo extraurbano', v.consumoExtUrbano],
    ['Franquicia del seguro', v.franquicia === null ? '' : formatEuros(v.franquicia)],
  ];
  return rows.filter(([, value]) => value && value !== '— / —');
}

/** The page's margin, and the photo frame's size. */
const M = 40;
const PHOTO_W = 280;
const PHOTO_H = 200;

/** The group on the left, the brand on the right, the audience (and immediate delivery) under it. */
function drawHeader(doc: PDFKit.PDFDocument, v: OfferInput['vehicle'], audience: Audience): void {
  const W = doc.page.width;
  doc.rect(0, 0, W, 86).fill(BRAND);
  styled(doc, 'bold', 20, '#ffffff').text(GROUP_NAME, M, 24);
  styled(doc, 'regular', 10, '#cfe0f1').text('Renting de vehículos', M, 50);
  const brand = v.marca.toUpperCase();
  // A long brand gets a smaller type, never a second line.
  const BRAND_MAX = 260;
  const brandSize = Math.min(
    22,
    (22 * (BRAND_MAX - 28)) / doc.font('bold').fontSize(22).widthOfString(brand),
  );
  doc.fontSize(brandSize);
  const brandWidth = Math.min(doc.widthOfString(brand) + 28, BRAND_MAX);
  doc.roundedRect(W - M - brandWidth, 22, brandWidth, 42, 8).fill('#ffffff');
  doc.fillColor(BRAND).text(brand, W - M - brandWidth, 43 - brandSize * 0.5, {
    width: brandWidth,
    align: 'center',
    lineBreak: false,
  });
  doc.rect(0, 86, W, 26).fill(ACCENT);
  styled(doc, 'bold', 11, INK).text(`Oferta de renting para ${AUDIENCE_LABEL[audience]}`, M, 93, {
    lineBreak: false,
  });
  if (v.immediate_delivery) {
    doc.text('ENTREGA INMEDIATA', M, 93, { width: W - 2 * M, align: 'right', lineBreak: false });
  }
}

/** Brand and model, and the version under them. */
function drawTitle(doc: PDFKit.PDFDocument, v: OfferInput['vehicle']): void {
  const W = doc.page.width;
  styled(doc, 'bold', 22, INK).text(`${v.marca} ${v.modelo}`, M, 128, {
    width: W - 2 * M,
    height: 54,
    ellipsis: true,
  });
  styled(doc, 'regular', 12, MUTED).text(v.version || ' ', M, doc.y + 2, {
    width: W - 2 * M,
    height: 15,
    ellipsis: true,
  });
}

/** The main photo in its frame at the left, or 'Sin foto'. */
function drawPhoto(doc: PDFKit.PDFDocument, photo: Buffer | null, top: number): void {
  doc.roundedRect(M, top, PHOTO_W, PHOTO_H, 6).lineWidth(1).strokeColor(LINE).stroke();
  let drawn = false;
  if (photo) {
    doc.save();
    doc.roundedRect(M, top, PHOTO_W, PHOTO_H, 6).clip();
    try {
      doc.image(photo, M, top, { fit: [PHOTO_W, PHOTO_H], align: 'center', valign: 'center' });
      drawn = true;
    } catch {
      // Bytes pdfkit cannot read (photo.ts gives it JPEGs it made): the offer without photo.
    }
    doc.restore();
  }
  if (!drawn) {
    styled(doc, 'regular', 12, MUTED).text('Sin foto', M, top + PHOTO_H / 2 - 6, {
      width: PHOTO_W,
      align: 'center',
    });
  }
}

/** A section of the offer under the photo's top: drawn from `top`, it answers where it ends. */
type Section = (
  doc: PDFKit.PDFDocument,
  v: OfferInput['vehicle'],
  audience: Audience,
  top: number,
) => number;

/** Text from here on in the font, size and colour given. */
const styled = (
  doc: PDFKit.PDFDocument,
  font: 'regular' | 'bold',
  size: number,
  colour: string,
): PDFKit.PDFDocument => doc.font(font).fontSize(size).fillColor(colour);

/** The vehicle's data at the right of the photo, and the audience's lowest price; answers where it ends. */
const drawData: Section = (doc, v, audience, top) => {
  const W = doc.page.width;
  const dataX = M + PHOTO_W + 20;
  const dataW = W - M - dataX;
  let y = top;
  for (const [label, value] of dataRows(v)) {
    styled(doc, 'regular', 9, MUTED).text(label, dataX, y, { width: 100, lineBreak: false });
    if (label === 'Etiqueta ECO') {
      const colour = ECO_COLOURS[value] ?? MUTED;
      doc.font('bold').fontSize(9);
      const w = doc.widthOfString(value) + 12;
      doc.roundedRect(dataX + 105, y - 2, w, 13, 6).fill(colour);
      doc
        .fillColor(value === 'B' ? INK : '#ffffff')
        .text(value, dataX + 111, y, { lineBreak: false });
    } else {
      styled(doc, 'bold', 9, INK).text(value, dataX + 105, y, {
        width: dataW - 105,
        height: 12,
        ellipsis: true,
      });
    }
    y += 15;
  }
  const min = v[AUDIENCE_MIN[audience]];
  if (min?.valorMin) {
    y += 4;
    doc.roundedRect(dataX, y, dataW, 40, 6).fill('#eef4fa');
    const price = parsePriceValue(min.valorMin);
    styled(doc, 'bold', 15, BRAND).text(
      `Desde ${price === null ? min.valorMin : formatPriceValue(price)} €/mes`,
      dataX + 10,
      y + 6,
      { width: dataW - 20, lineBreak: false },
    );
    styled(doc, 'regular', 8.5, MUTED).text(min.tipoPrecioMin, dataX + 10, y + 25, {
      width: dataW - 20,
      lineBreak: false,
      ellipsis: true,
    });
  }
  return y;
};

/** The audience's price grid from `y`: one row per km tier, one column per term; answers where it ends. */
const drawPriceGrid: Section = (doc, v, audience, top) => {
  const W = doc.page.width;
  let y = top;
  styled(doc, 'bold', 13, INK).text(`Cuotas mensuales · ${AUDIENCE_LABEL[audience]}`, M, y);
  y += 20;
  const grid = v[AUDIENCE_GRID[audience]] ?? [];
  const firstW = 115;
  const colW = (W - 2 * M - firstW) / RENTING_TERMS.length;
  const rowH = 20;
  doc.rect(M, y, W - 2 * M, rowH).fill(BRAND);
  styled(doc, 'bold', 9.5, '#ffffff').text('Kilómetros al año', M + 8, y + 6, { lineBreak: false });
  RENTING_TERMS.forEach((meses, i) => {
    doc.text(`${meses} meses`, M + firstW + i * colW, y + 6, {
      width: colW - 8,
      align: 'right',
      lineBreak: false,
    });
  });
  y += rowH;
  RENTING_KM_TIERS.forEach((km, r) => {
    if (r % 2 === 1) doc.rect(M, y, W - 2 * M, rowH).fill('#f5f7fa');
    styled(doc, 'regular', 9.5, INK).text(formatKm(km), M + 8, y + 6, { lineBreak: false });
    RENTING_TERMS.forEach((meses, i) => {
      const cell = grid.find((e) => e.tipo === priceTipo(km, meses));
      doc.font('bold').text(monthly(cell?.valor), M + firstW + i * colW, y + 6, {
        width: colW - 8,
        align: 'right',
        lineBreak: false,
      });
    });
    y += rowH;
  });
  doc
    .moveTo(M, y)
    .lineTo(W - M, y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  styled(doc, 'regular', 8, MUTED).text(
    audience === 'Particular' ? 'Cuotas con IVA incluido.' : 'Cuotas sin IVA.',
    M,
    y + 4,
    {
      lineBreak: false,
    },
  );
  y += 22;
  return y;
};

/** Highlighted equipment in two columns: as many lines as fit above the footer (at most 6 each). */
function drawEquipment(
  doc: PDFKit.PDFDocument,
  v: OfferInput['vehicle'],
  top: number,
  footerTop: number,
): void {
  const W = doc.page.width;
  let y = top;
  const rowsThatFit = Math.max(0, Math.min(6, Math.floor((footerTop - y - 30) / 14)));
  const equipment = (v.equipamientoDestacado ?? [])
    .map((e) => e.contenido)
    .filter(Boolean)
    .slice(0, rowsThatFit * 2);
  if (equipment.length) {
    styled(doc, 'bold', 13, INK).text('Equipamiento destacado', M, y);
    y += 20;
    const half = Math.ceil(equipment.length / 2);
    const colWidth = (W - 2 * M) / 2;
    equipment.forEach((item, i) => {
      const x = M + (i < half ? 0 : colWidth);
      const rowY = y + (i % half) * 14;
      doc.circle(x + 3, rowY + 4.5, 2).fill(ACCENT);
      styled(doc, 'regular', 9.5, INK).text(item, x + 10, rowY, {
        width: colWidth - 16,
        height: 12,
        ellipsis: true,
        lineBreak: false,
      });
    });
  }
}

/** Offer id and validity, then the legal footer at the foot of the page. */
function drawFooter(doc: PDFKit.PDFDocument, input: OfferInput, footerTop: number): void {
  const { vehicle: v, providerName, now } = input;
  const W = doc.page.width;
  const validUntil = new Date(now.getTime() + OFFER_VALIDITY_DAYS * 86_400_000);
  doc.rect(0, footerTop, W, 30).fill('#eef1f5');
  styled(doc, 'bold', 10, INK).text(`ID Oferta: ${v.idOferta ?? '—'}`, M, footerTop + 10, {
    lineBreak: false,
  });
  doc.text(`Oferta válida hasta el ${formatDate(validUntil)}`, M, footerTop + 10, {
    width: W - 2 * M,
    align: 'right',
    lineBreak: false,
  });
  const legal = [
    `Oferta de renting${providerName ? ` de ${providerName}` : ''} sujeta a la aprobación del riesgo por la entidad financiera.`,
    'La cuota incluye mantenimiento, seguro a todo riesgo con la franquicia indicada, asistencia en carretera e impuestos de matriculación y circulación.',
    'El exceso de kilómetros sobre los contratados se factura al final del contrato. Imágenes no contractuales; el equipamiento puede variar según la versión.',
    `Oferta emitida el ${formatDate(now)} por ${GROUP_NAME}, válida durante ${OFFER_VALIDITY_DAYS} días salvo error tipográfico o fin de existencias.`,
  ].join(' ');
  styled(doc, 'regular', 7.5, MUTED).text(legal, M, footerTop + 40, {
    width: W - 2 * M,
    align: 'justify',
  });
}

/**
 * The offer PDF's bytes. Tens of milliseconds of CPU that nothing else gets meanwhile: the
 * server calls it in a worker thread (offerRenderer.ts), never on its event loop.
 */
export function offerPdf(input: OfferInput): Promise<Buffer> {
  const { vehicle: v, audience, photo } = input;
  const { regular, bold } = fontData();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `Oferta de renting ${v.marca} ${v.modelo} · ${AUDIENCE_LABEL[audience]}`,
      Author: GROUP_NAME,
      Subject: `ID Oferta ${v.idOferta ?? ''}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  drawHeader(doc, v, audience);
  drawTitle(doc, v);
  const top = doc.y + 12;
  drawPhoto(doc, photo, top);
  let y = drawData(doc, v, audience, top);
  y = drawPriceGrid(doc, v, audience, Math.max(top + PHOTO_H, y + 44) + 22);
  const footerTop = doc.page.height - 118;
  drawEquipment(doc, v, y, footerTop);
  drawFooter(doc, input, footerTop);
  doc.end();
  return done;
}
