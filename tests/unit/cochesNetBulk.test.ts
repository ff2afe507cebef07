import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  inSelectionOrder,
  bulkActionsFor,
  bulkRunProblem,
  DESTINATION_REQUIRED,
  NOTHING_SELECTED,
  notInDatabaseMessage,
  ownDatabaseByIdv,
  planDelete,
  planSend,
  planUpdate,
  type BulkItem,
} from '../../src/domain/cochesNet/bulkActions';
import { listingFromVehicle, type OwnDbVehicle } from '../../src/domain/cochesNet/listing';
import { startPacedRun, type SendOutcome } from '../../src/domain/cochesNet/pacing';

const NOW = new Date('2026-11-23T10:00:00.000Z');

const vehicle = (idv: string, over: Partial<OwnDbVehicle> = {}): OwnDbVehicle => ({
  _id: `l${idv}`,
  idv,
  marca: 'SEAT',
  modelo: 'Ibiza',
  tipo: 'VO',
  matricula: '1234 KLM',
  km: 1000,
  reservado: false,
  precios: [{ valor: 9790 }],
  equipamiento: [],
  recursos: [
    {
      _id: 'p',
      nombre: 'p',
      url: 'https://fotos/p.jpg',
      tipo: 'IMAGEN',
      propiedades: [],
    },
  ],
  ...over,
});

describe('bulk actions per mode', () => {
  it('send from the own database; update and delete on an account', () => {
    expect(bulkActionsFor('own-database').map((a) => a.id)).toEqual(['create']);
    expect(bulkActionsFor('marketplace').map((a) => a.id)).toEqual(['update', 'delete']);
  });

  it('a send needs a selection and a marketplace account (not 0)', () => {
    expect(bulkRunProblem('create', 0, 1)).toBe(NOTHING_SELECTED);
    expect(bulkRunProblem('create', 3, 0)).toBe(DESTINATION_REQUIRED);
    expect(bulkRunProblem('create', 3, undefined)).toBe(DESTINATION_REQUIRED);
    expect(bulkRunProblem('create', 3, 5)).toBe('');
    expect(bulkRunProblem('delete', 2)).toBe('');
  });
});

describe('the rows a run goes through', () => {
  it('in the order they were selected, each once, skipping ids no longer loaded', () => {
    const rows = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: id.toUpperCase() }));
    expect(inSelectionOrder(rows, ['c', 'a', 'zz', 'c', 'b']).map((r) => r.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(inSelectionOrder(rows, [])).toEqual([]);
  });
});

describe('run plans', () => {
  it('send: a listing per vehicle; one the marketplace would refuse is answered 422 locally', () => {
    const items = planSend([vehicle('1'), vehicle('2', { recursos: [] })], NOW);
    expect(items[0]).toMatchObject({ idv: '1', title: 'SEAT Ibiza', local: undefined });
    expect(items[0].listing?.internalReference).toBe('1');
    expect(items[1].local).toEqual({
      status: 422,
      message: 'Este vehículo no tiene fotos.',
      local: true,
    });
  });

  it('update: the database data under the listing id; a vehicle gone is a local 404', () => {
    const onAccount = [
      { ...listingFromVehicle(vehicle('1'), NOW), id: 'cn-1' },
      { ...listingFromVehicle(vehicle('9'), NOW), id: 'cn-9' },
    ];
    const own = ownDatabaseByIdv([vehicle('1', { precios: [{ valor: 8990 }] })]);
    const items = planUpdate(onAccount, own, NOW);
    expect(items[0].listingId).toBe('cn-1');
    expect(items[0].listing).toMatchObject({ id: 'cn-1', price: { priceValue: 8990 } });
    expect(items[0].local).toBeUndefined();
    expect(items[1]).toMatchObject({
      idv: '9',
      listingId: 'cn-9',
      local: { status: 404, message: notInDatabaseMessage('9'), local: true },
    });
  });

  it('delete: by marketplace id', () => {
    const listing = { ...listingFromVehicle(vehicle('3'), NOW), id: 'cn-3' };
    expect(planDelete([listing])).toEqual([{ idv: '3', title: 'SEAT Ibiza', listingId: 'cn-3' }]);
  });
});

describe('a local answer costs no pause', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls only the items without a local answer, 4 s apart', async () => {
    const items = planSend([vehicle('1'), vehicle('2', { recursos: [] }), vehicle('3')], NOW);
    const calls: [string, number][] = [];
    const send = async (item: BulkItem): Promise<SendOutcome> => {
      calls.push([item.idv, Date.now() - NOW.getTime()]);
      return { status: 201, message: 'ok' };
    };
    const run = startPacedRun({
      action: 'create',
      items,
      idvOf: (i) => i.idv,
      localAnswer: (i) => i.local,
      send,
    });
    await vi.runAllTimersAsync();
    const { results } = await run.done;
    expect(calls).toEqual([
      ['1', 0],
      ['3', 4000],
    ]);
    expect(results.map((r) => [r.idv, r.status, r.createdAt])).toEqual([
      ['1', 201, '2026-11-23T10:00:00.000Z'],
      ['2', 422, '2026-11-23T10:00:00.000Z'],
      ['3', 201, '2026-11-23T10:00:04.000Z'],
    ]);
  });
});
