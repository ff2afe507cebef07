import { describe, expect, it } from 'vitest';
import { entryOf } from '../../server/audit/auditor';
import { auditCsv } from '../../server/audit/csv';
import { fieldChanges } from '../../server/audit/diff';
import { describedCollections } from '../../server/audit/entities';
import type { Doc } from '../../server/db/types';

const described = describedCollections([{ id: 'wallapop', label: 'Wallapop' }]);
const wallapop = described.get('wallapop-vehicles')!;
const at = '2026-11-01T10:00:00.000Z';

describe('the changes of a document', () => {
  it('names changed top-level fields with their labels, before and after', () => {
    expect(
      fieldChanges({ _id: 'a', km: 1, color: 'Rojo' }, { _id: 'b', km: 2, color: 'Rojo' }),
    ).toEqual([{ field: 'km', label: 'Kilómetros', before: 1, after: 2 }]);
  });

  it('sees no change where only the order of keys differs, or absent became null', () => {
    const before = { discount: { active: true, price: 100 }, garantia: undefined };
    const after = { discount: { price: 100, active: true }, garantia: null };
    expect(fieldChanges(before, after)).toEqual([]);
  });

  it('names a few places inside a list or an object, and summarises many', () => {
    const precios = [
      { tipo: 'VENTA', valor: 9790 },
      { tipo: 'PVP', valor: 9990 },
    ];
    expect(
      fieldChanges({ precios }, { precios: [{ tipo: 'VENTA', valor: 9490 }, precios[1]] }),
    ).toEqual([
      { field: 'precios[0].valor', label: 'Precios nº 1 › Valor', before: 9790, after: 9490 },
    ]);
    const recursos = Array.from({ length: 12 }, (_, i) => ({ url: `/f/${i}.jpg` }));
    expect(
      fieldChanges({ recursos }, { recursos: recursos.map((r) => ({ url: `${r.url}?v=2` })) }),
    ).toEqual([
      { field: 'recursos', label: 'Fotos', before: '12 elementos', after: '12 elementos' },
    ]);
  });

  it('keeps long texts short', () => {
    const [change] = fieldChanges({ observaciones: '' }, { observaciones: 'x'.repeat(1000) });
    expect(String(change!.after)).toHaveLength(300);
  });
});

describe('the entry of a change', () => {
  const listing: Doc & Record<string, unknown> = {
    _id: 'l1',
    idv: '100001',
    precios: [{ valor: 9790 }],
    km: 10,
    publishedAt: at,
  };

  it('a new listing is published, a removed one unpublished', () => {
    expect(entryOf(wallapop, { before: null, after: listing }, { at })).toEqual({
      at,
      action: 'publish',
      entity: 'listing',
      channel: 'wallapop',
      idv: '100001',
      recordId: 'l1',
      message: 'Publicado en Wallapop',
    });
    expect(
      entryOf(wallapop, { before: listing, after: null }, { at, action: 'sync' }),
    ).toMatchObject({
      action: 'sync',
      message: 'Retirado de Wallapop al sincronizar',
    });
  });

  it('a price change names both prices, and what else changed', () => {
    const after = { ...listing, precios: [{ valor: 9490 }], km: 20 };
    expect(entryOf(wallapop, { before: listing, after }, { at, runId: 'r1' })).toMatchObject({
      action: 'price',
      runId: 'r1',
      message: 'Precio en Wallapop cambiado de 9.790\u00a0€ a 9.490\u00a0€; también Kilómetros',
    });
  });

  it('a write that changes nothing recorded leaves no entry', () => {
    const republished: Doc = { ...listing, publishedAt: 'x' } as Doc;
    expect(entryOf(wallapop, { before: listing, after: republished }, { at })).toBeNull();
  });

  it('a given message names the change', () => {
    expect(
      entryOf(
        wallapop,
        { before: listing, after: null },
        { at, action: 'fix', message: 'Corregido' },
      ),
    ).toMatchObject({ action: 'fix', message: 'Corregido' });
  });
});

describe('the CSV export (the shared CSV writer)', () => {
  it('writes one row per entry, quoted as RFC 4180 says', () => {
    const csv = auditCsv(
      [
        {
          _id: 'e1',
          at,
          user: { id: 'u', email: 'a@b.es', name: 'Ana; "la jefa"' },
          action: 'price',
          entity: 'listing',
          channel: 'wallapop',
          idv: '100001',
          recordId: 'l1',
          changes: [{ field: 'km', label: 'Kilómetros', before: 1, after: null }],
          message: 'Precio',
        },
      ],
      'Europe/Madrid',
    );
    expect(csv.startsWith('\uFEFFFecha;')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      '01/11/2026 11:00:00;"Ana; ""la jefa""";a@b.es;Cambio de precio;Anuncio de un canal;wallapop;100001;l1;;Precio;Kilómetros: 1 → —',
    );
  });
});
