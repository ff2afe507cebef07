import { describe, expect, it } from 'vitest';
import {
  LOG_CARDS,
  LOG_COLUMNS,
  LOG_PAGE_SIZE,
  LOG_PAGE_SIZE_OPTIONS,
  LOG_ROW_HEIGHT,
  LOG_TABLES,
  logCounts,
  logIdvs,
  logRow,
  newestFirst,
  WEB_ACTIONS_SECTIONS,
  webActionsPath,
  type OwnSiteLogEntry,
} from '../../src/domain/ownSites';

const entry = (over: Partial<OwnSiteLogEntry> = {}): OwnSiteLogEntry => ({
  timestamp: '2026-11-23T09:22:00.000Z',
  level: 'info',
  kind: 'bulk',
  message: { type: 'Acción masiva', text: 'vehiculosHome: 3 vehículos actualizados' },
  ...over,
});

describe('own-site log pages', () => {
  it('has the four cards, the five tables and 50 rows of 25 px per page', () => {
    expect(LOG_CARDS.map((c) => c.title)).toEqual([
      'Importaciones manuales desde Stock Quiter',
      'Sincronización base de datos',
      'Actualizaciones de vehículos',
      'Sincronización Web',
    ]);
    expect(LOG_TABLES.map((t) => t.kind)).toEqual([
      'database',
      'bulk',
      'sync',
      'webSync',
      'automaticSync',
    ]);
    expect(LOG_COLUMNS).toEqual([
      'Fecha',
      'Nivel',
      'Acción',
      'Mensaje',
      'Eliminados',
      'Actualizados',
      'IDVs',
    ]);
    expect(LOG_PAGE_SIZE).toBe(50);
    expect(LOG_PAGE_SIZE_OPTIONS).toEqual([50]);
    expect(LOG_ROW_HEIGHT).toBe(25);
  });

  it('the manual imports card takes only entries typed as import', () => {
    const imports = LOG_CARDS[0];
    expect(imports?.matches(entry({ kind: 'sync', message: { type: 'Importación' } }))).toBe(true);
    expect(imports?.matches(entry({ kind: 'sync', message: { type: 'Sincronización' } }))).toBe(
      false,
    );
    expect(LOG_CARDS[1]?.matches(entry({ kind: 'database' }))).toBe(true);
    expect(LOG_CARDS[1]?.matches(entry())).toBe(false);
  });

  it('counts a single edit as a vehicle update, not as a database sync', () => {
    const edit = entry({ kind: 'database', message: { type: 'Edición', updateIdvs: ['9'] } });
    expect(LOG_CARDS.filter((c) => c.matches(edit)).map((c) => c.id)).toEqual(['updates']);
    expect(LOG_CARDS.filter((c) => c.matches(entry())).map((c) => c.id)).toEqual(['updates']);
    const refresh = entry({ kind: 'database', message: { type: 'Actualización DDBB' } });
    expect(LOG_CARDS.filter((c) => c.matches(refresh)).map((c) => c.id)).toEqual(['database']);
  });

  it('counts deleted, updated and the distinct IDVs, whichever spelling the entry uses', () => {
    expect(logCounts({ numDeleted: 2, numUpdates: 5, updateIdvs: ['1', '2'] })).toEqual({
      deleted: 2,
      updated: 5,
      idvs: 2,
    });
    expect(logCounts({ deleteIdvs: ['1', '2', '3'], numToUpdate: 4 })).toEqual({
      deleted: 3,
      updated: 4,
      idvs: 3,
    });
    expect(logIdvs({ newIDVs: ['1'], createIDVs: ['1', '2'], deleteIDVs: ['3'] })).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(logCounts({})).toEqual({ deleted: 0, updated: 0, idvs: 0 });
  });

  it('writes a row through the formatting module', () => {
    const row = logRow(
      entry({
        message: { type: 'Modificar precio', text: 'Precio Contado +500 €', numUpdates: 1200 },
      }),
    );
    expect(row.Fecha).toBe('23/11/2026 10:22');
    expect(row.Acción).toBe('Modificar precio');
    expect(row.Actualizados).toBe('1.200');
    expect(row.Eliminados).toBe('0');
  });

  it('sorts newest first', () => {
    const old = entry({ timestamp: '2026-11-01T08:00:00.000Z' });
    const recent = entry({ timestamp: '2026-11-23T08:00:00.000Z' });
    const broken = entry({ timestamp: 'ayer' });
    expect(newestFirst([old, broken, recent])).toEqual([recent, old, broken]);
  });
});

describe('web actions page', () => {
  const section = (id: string) => {
    const found = WEB_ACTIONS_SECTIONS.find((s) => s.id === id);
    if (!found) throw new Error(id);
    return found;
  };

  it('has the five sections, under the log page', () => {
    expect(WEB_ACTIONS_SECTIONS.map((s) => s.title)).toEqual([
      'Sincronización base de datos',
      'Importaciones manuales',
      'Sincronización Web',
      'Actualizaciones de vehículos',
      'Sincronización automática',
    ]);
    expect(webActionsPath('/gomotor/log')).toBe('/gomotor/log/acciones-web');
  });

  it('lists only import entries as manual imports', () => {
    const imports = section('imports');
    const imported = entry({
      kind: 'sync',
      message: { type: 'Importación', text: '2 vehículos', newIDVs: ['11', '12'] },
    });
    expect(imports.matches(imported)).toBe(true);
    expect(imports.matches(entry({ kind: 'sync', message: { type: 'Sincronización' } }))).toBe(
      false,
    );
    expect(imports.cells(imported)).toEqual(['23/11/2026 10:22', '2 vehículos', '2', '11, 12']);
  });

  it('shows the deleted and created IDVs of a web sync', () => {
    const sync = entry({ kind: 'webSync', message: { deleteIDVs: ['1'], createIDVs: ['2', '3'] } });
    expect(section('webSync').cells(sync).slice(2)).toEqual(['1', '2, 3']);
  });

  it('shows the property, value and updated IDVs of a vehicle update', () => {
    const update = entry({
      message: { key: 'precioReserva', value: 450, updateIdvs: ['7', '8'] },
    });
    expect(section('updates').cells(update).slice(1)).toEqual(['precioReserva', '450', '7, 8']);
    const campaign = entry({ message: { key: 'campana', value: { name: 'Black Friday' } } });
    expect(section('updates').cells(campaign)[2]).toBe('{"name":"Black Friday"}');
  });
});
