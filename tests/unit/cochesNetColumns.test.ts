import { describe, expect, it } from 'vitest';
import { countTiles } from '../../src/domain/cochesNet/tiles';
import { reviewsOf } from '../../src/domain/cochesNet/reviews';
import { planDelete } from '../../src/domain/cochesNet/bulkActions';
import {
  LISTING_SUMMARY_FIELDS,
  defaultSort,
  editPath,
  LISTING_COLUMNS,
  OWN_DATABASE_COLUMNS,
  resultCell,
  rowId,
} from '../../src/domain/cochesNet/columns';
import { listingFromVehicle, type OwnDbVehicle } from '../../src/domain/cochesNet/listing';
import { formatEuros } from '../../src/domain/format';
import { displayCell } from '../../src/domain/stockDashboard/columns';

const vehicle: OwnDbVehicle = {
  _id: 'abc',
  idv: '1001',
  marca: 'SEAT',
  modelo: 'León',
  tipo: 'VO',
  tipoVO: 'KM0 KM0 VO',
  matricula: '1234 KLM',
  km: 7177,
  garantia: 24,
  color: 'Rouge',
  reservado: false,
  createdAt: '2026-11-20T10:00:00Z',
  precios: [{ valor: 19790 }, { valor: 0 }, { valor: 0 }, { valor: 18790 }],
  equipamiento: [],
  recursos: [],
};

const cells = <R>(columns: readonly { id: string }[], row: R) =>
  Object.fromEntries(
    columns.map((c) => [c.id, displayCell(c as Parameters<typeof displayCell<R>>[0], row)]),
  );

describe('publisher table', () => {
  it('shows a listing with euros, km and the offer type through the formatting module', () => {
    const listing = {
      ...listingFromVehicle(vehicle, new Date('2026-11-23T10:00:00Z')),
      id: 'cn-7',
    };
    expect(cells(LISTING_COLUMNS, listing)).toMatchObject({
      internalReference: '1001',
      title: 'SEAT León',
      offerType: 'Km 0',
      priceValue: formatEuros(19790),
      financingPrice: formatEuros(18790),
      kilometers: '7.177 km',
      warranty: '24',
      color: 'Rouge',
      daysFrom: '3',
      photos: '0',
    });
    expect(rowId(listing)).toBe('cn-7');
  });

  it('shows an own database vehicle', () => {
    expect(cells(OWN_DATABASE_COLUMNS, vehicle)).toMatchObject({
      idv: '1001',
      tipoVehiculoWeb: 'Km 0',
      contado: formatEuros(19790),
      km: '7.177 km',
      reservado: 'No',
    });
    expect(rowId(vehicle)).toBe('abc');
  });

  it('row edit: the current path plus the id', () => {
    expect(editPath('/coches-net', 'cn-7')).toBe('/coches-net/cn-7');
    expect(editPath('/coches-net/', 'a/b')).toBe('/coches-net/a%2Fb');
  });

  it('result cells: colour by status and the message', () => {
    expect(resultCell({ status: 422, message: 'Falta el precio.' })).toEqual({
      color: 'info',
      text: '422 · Falta el precio.',
    });
    expect(
      resultCell({ status: 201, message: 'Vehículo creado correctamente: SEAT León' }).color,
    ).toBe('success');
    expect(resultCell({ status: 0, message: 'No se ha podido contactar con Coches.net' })).toEqual({
      color: 'error',
      text: 'No se ha podido contactar con Coches.net',
    });
  });
});

describe("the table's first order (5,000 listings sort as numbers)", () => {
  it('by IDV in both modes: internalReference on an account, idv in the own database', () => {
    expect(defaultSort('marketplace')).toEqual({ field: 'internalReference', order: 'ASC' });
    expect(defaultSort('own-database')).toEqual({ field: 'idv', order: 'ASC' });
    const fields = (columns: readonly { id: string }[]) => columns.map((c) => c.id);
    expect(fields(LISTING_COLUMNS)).toContain(defaultSort('marketplace').field);
    expect(fields(OWN_DATABASE_COLUMNS)).toContain(defaultSort('own-database').field);
  });
});

describe('the table reads a summary of each listing (5,000 listings)', () => {
  it('holds all the table, the tiles, the reviews and the bulk plans read', () => {
    const full = {
      ...listingFromVehicle(
        {
          ...vehicle,
          recursos: [
            { _id: 'r1', nombre: 'a', url: 'https://f/a.jpg', tipo: 'IMAGEN', propiedades: [] },
          ],
        },
        new Date('2026-11-23T10:00:00Z'),
      ),
      id: 'cn-7',
      vin: 'VSSZZZKLZMR000001',
      warranty: 6,
      price: { ...listingFromVehicle(vehicle).price, priceValue: 90 },
      color: { colorId: null, metalized: false, additionalColor: 'Efecto Aurora K7' },
    };
    const summary = Object.fromEntries(
      Object.entries(full).filter(([field]) => LISTING_SUMMARY_FIELDS.includes(field)),
    ) as typeof full;
    const every = LISTING_COLUMNS.map((c) => ({ ...c, hidden: false }));
    expect(cells(every, summary)).toEqual(cells(every, full));
    expect(countTiles([summary])).toEqual(countTiles([full]));
    expect(reviewsOf(summary)).toEqual(['precios', 'garantias', 'color']);
    expect(planDelete([summary])).toEqual(planDelete([full]));
    expect(rowId(summary)).toBe('cn-7');
    // The descriptions and the catalogue names stay out of it.
    expect(LISTING_SUMMARY_FIELDS).not.toContain('information');
    expect(LISTING_SUMMARY_FIELDS).not.toContain('brand');
  });
});
