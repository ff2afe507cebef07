import { describe, expect, it } from 'vitest';
import {
  activeCampaigns,
  BULK_TEXTS,
  bulkButtonsState,
  bulkActionName,
  bulkConfirmation,
  bulkFailureMessage,
  bulkRequest,
  bulkSuccessMessage,
  changePrice,
  DEFAULT_RESERVE,
  GOMOTOR_BULK_ACTIONS,
  GOMOTOR_CONFIG,
  GRUPOLIVA_BULK_ACTIONS,
  GRUPOLIVA_CONFIG,
  MIN_RESERVE,
  parsePriceAmount,
  parseReserveAmount,
  planPriceChange,
  priceIndex,
  priceRefusalMessage,
  type BulkAction,
  type BulkActionId,
} from '../../src/domain/ownSites';
import type { Price } from '../../src/domain/types';

/** Intl writes a no-break space before '€'. */
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

const byId = (id: BulkActionId, actions = GRUPOLIVA_BULK_ACTIONS): BulkAction => {
  const found = actions.find((a) => a.id === id);
  if (!found) throw new Error(`no action ${id}`);
  return found;
};

const prices = (...values: number[]): Price[] =>
  values.map((valor, i) => ({ tipo: `T${i}`, valor }));

describe('bulk actions lists', () => {
  it('the first site offers its eight bulk actions in order', () => {
    expect(GOMOTOR_BULK_ACTIONS.map((a) => a.label)).toEqual([
      'Asignar campaña',
      'Destacar home',
      'Modificar precio',
      'Asignar tipo de anuncio',
      'Activar edición manual',
      'Modificar importe reserva',
      'Sincronización Web',
      'Eliminar vehículo',
    ]);
    expect(GOMOTOR_CONFIG.bulkActions).toBe(GOMOTOR_BULK_ACTIONS);
  });

  it('the second site offers the same list plus Publicar en LP', () => {
    expect(GRUPOLIVA_BULK_ACTIONS.map((a) => a.label)).toEqual([
      ...GOMOTOR_BULK_ACTIONS.map((a) => a.label),
      'Publicar en LP',
    ]);
    expect(GRUPOLIVA_CONFIG.bulkActions).toBe(GRUPOLIVA_BULK_ACTIONS);
  });

  it("offers 'Desactivar' only for destacar, ActivarManual, activarCampaña and lpPublish", () => {
    expect(GRUPOLIVA_BULK_ACTIONS.filter((a) => a.canDeactivate).map((a) => a.id)).toEqual([
      'activarCampaña',
      'destacar',
      'ActivarManual',
      'lpPublish',
    ]);
  });

  it('names the input each action needs', () => {
    expect(Object.fromEntries(GRUPOLIVA_BULK_ACTIONS.map((a) => [a.id, a.input]))).toEqual({
      activarCampaña: 'campaign',
      destacar: 'none',
      modificarPrecio: 'priceChange',
      tipoAnuncio: 'adType',
      ActivarManual: 'none',
      modificarImporteReserva: 'reserveAmount',
      webSync: 'none',
      deleteCar: 'none',
      lpPublish: 'landingPage',
    });
  });

  it('lists only active campaigns in the picker', () => {
    const campaigns = [
      { _id: 'a', name: 'Black Friday', active: true },
      { _id: 'b', name: 'Verano', active: false },
      { _id: 'c', name: 'Sin estado' },
    ];
    expect(activeCampaigns(campaigns).map((c) => c.name)).toEqual(['Black Friday']);
  });
});

describe('bulk panel buttons (the bulk process flag)', () => {
  it('disables Aplicar acción and Desactivar while a bulk process is active', () => {
    expect(bulkButtonsState(byId('destacar'), true, 3)).toEqual({
      applyDisabled: true,
      deactivateShown: true,
      deactivateDisabled: true,
    });
    expect(bulkButtonsState(byId('destacar'), false, 3)).toEqual({
      applyDisabled: false,
      deactivateShown: true,
      deactivateDisabled: false,
    });
  });

  it("hides 'Desactivar' for actions that ignore it, and waits for an action and a selection", () => {
    expect(bulkButtonsState(byId('deleteCar'), false, 3).deactivateShown).toBe(false);
    expect(bulkButtonsState(undefined, false, 3).applyDisabled).toBe(true);
    expect(bulkButtonsState(byId('destacar'), false, 0).applyDisabled).toBe(true);
  });
});

describe('bulk requests', () => {
  const ids = ['a1', 'a2', 'a3'];

  it("'Destacar home' sets vehiculosHome; 'Desactivar' sets it false", () => {
    expect(bulkRequest(byId('destacar'), 'activate', {}, ids)).toEqual({
      ok: true,
      value: {
        operation: 'bulk-update',
        body: { dataSelection: ids, update: 'vehiculosHome', value: true, active: true },
        detail: '',
      },
    });
    const off = bulkRequest(byId('destacar'), 'deactivate', {}, ids);
    expect(off.ok && off.value.body).toEqual({
      dataSelection: ids,
      update: 'vehiculosHome',
      value: false,
      active: false,
    });
  });

  it("'Activar edición manual' sets publicacionManual", () => {
    const r = bulkRequest(byId('ActivarManual'), 'activate', {}, ids);
    expect(r.ok && r.value.body).toMatchObject({ update: 'publicacionManual', value: true });
  });

  it("'Asignar campaña' sends an active campaign; 'Desactivar' sends the empty object", () => {
    const friday = { _id: 'c1', name: 'Black Friday', active: true };
    const r = bulkRequest(byId('activarCampaña'), 'activate', { campaign: friday }, ids);
    expect(r.ok && r.value.body).toMatchObject({ update: 'campana', value: friday, active: true });
    expect(r.ok && r.value.detail).toBe('Black Friday');
    const off = bulkRequest(byId('activarCampaña'), 'deactivate', {}, ids);
    expect(off.ok && off.value.body).toMatchObject({ update: 'campana', value: {}, active: false });
    expect(bulkRequest(byId('activarCampaña'), 'activate', {}, ids)).toEqual({
      ok: false,
      message: 'Elige una campaña activa',
    });
    const inactive = { ...friday, active: false };
    expect(bulkRequest(byId('activarCampaña'), 'activate', { campaign: inactive }, ids).ok).toBe(
      false,
    );
  });

  it("'Modificar precio' sends the price path of Contado (index 0) or Financiado (index 3)", () => {
    const cash = bulkRequest(
      byId('modificarPrecio'),
      'activate',
      { priceKind: 'contado', amount: '500' },
      ids,
    );
    expect(cash.ok && cash.value.operation).toBe('bulk-update-price');
    expect(cash.ok && cash.value.body).toEqual({
      dataSelection: ids,
      update: 'precios.0.valor',
      value: 500,
    });
    expect(cash.ok && plain(cash.value.detail)).toBe('Contado, +500 €');
    const financed = bulkRequest(
      byId('modificarPrecio'),
      'activate',
      { priceKind: 'financiado', amount: '-1.500' },
      ids,
    );
    expect(financed.ok && financed.value.body).toMatchObject({
      update: 'precios.3.valor',
      value: -1500,
    });
    expect(financed.ok && plain(financed.value.detail)).toBe('Financiado, -1.500 €');
  });

  it("'Modificar precio' first needs the price type, then a whole, non-zero amount", () => {
    const action = byId('modificarPrecio');
    expect(bulkRequest(action, 'activate', { amount: '500' }, ids)).toEqual({
      ok: false,
      message: 'Elige el tipo de precio: Contado o Financiado',
    });
    expect(bulkRequest(action, 'activate', { priceKind: 'contado', amount: '' }, ids).ok).toBe(
      false,
    );
    expect(bulkRequest(action, 'activate', { priceKind: 'contado', amount: '0' }, ids).ok).toBe(
      false,
    );
    expect(bulkRequest(action, 'activate', { priceKind: 'contado', amount: '10,5' }, ids).ok).toBe(
      false,
    );
  });

  it("'Modificar importe reserva' sends precioReserva, 300 by default, refusing less", () => {
    const action = byId('modificarImporteReserva');
    const byDefault = bulkRequest(action, 'activate', {}, ids);
    expect(byDefault.ok && byDefault.value.body).toMatchObject({
      update: 'precioReserva',
      value: 300,
    });
    const more = bulkRequest(action, 'activate', { reserve: '450' }, ids);
    expect(more.ok && more.value.body.value).toBe(450);
    const less = bulkRequest(action, 'activate', { reserve: '299' }, ids);
    expect(less.ok ? '' : plain(less.message)).toBe('El importe de reserva mínimo es 300 €');
  });

  it("'Asignar tipo de anuncio' sends one of the ad types", () => {
    const r = bulkRequest(byId('tipoAnuncio'), 'activate', { adType: 'Oferta' }, ids);
    expect(r.ok && r.value.body).toMatchObject({ update: 'tipoAnuncio', value: 'Oferta' });
    expect(bulkRequest(byId('tipoAnuncio'), 'activate', { adType: 'Otro' }, ids).ok).toBe(false);
  });

  it("'Publicar en LP' sends a landing page record; 'Desactivar' removes that page", () => {
    const r = bulkRequest(byId('lpPublish'), 'activate', { landingPage: 'Tarrauto' }, ids);
    expect(r.ok && r.value.body).toEqual({
      dataSelection: ids,
      update: 'landingPages',
      value: 'Tarrauto',
      active: true,
    });
    const off = bulkRequest(byId('lpPublish'), 'deactivate', { landingPage: 'Tarrauto' }, ids);
    expect(off.ok && off.value.body.active).toBe(false);
    expect(bulkRequest(byId('lpPublish'), 'activate', { landingPage: 'Seat' }, ids).ok).toBe(false);
  });

  it("'Sincronización Web' and 'Eliminar vehículo' send the selection only", () => {
    const sync = bulkRequest(byId('webSync'), 'activate', {}, ids);
    expect(sync.ok && sync.value).toMatchObject({
      operation: 'bulk-update-wp',
      body: { dataSelection: ids },
    });
    const del = bulkRequest(byId('deleteCar'), 'activate', {}, ids);
    expect(del.ok && del.value).toMatchObject({
      operation: 'bulk-delete',
      body: { dataSelection: ids },
    });
  });

  it("refuses an empty selection and 'Desactivar' on an action that ignores it", () => {
    expect(bulkRequest(byId('destacar'), 'activate', {}, []).ok).toBe(false);
    expect(bulkRequest(byId('deleteCar'), 'deactivate', {}, ids)).toEqual({
      ok: false,
      message: 'La acción «Eliminar vehículo» no se puede desactivar',
    });
  });
});

describe('confirmation and outcome texts', () => {
  it("shows 'Atención', the question, the action's name and the count", () => {
    expect(bulkConfirmation(byId('destacar'), 'activate', 3)).toEqual({
      title: 'Atención',
      question: '¿Seguro que quiere realizar esta acción?',
      detail: 'Destacar home: 3 vehículos',
    });
    expect(bulkConfirmation(byId('destacar'), 'deactivate', 1).detail).toBe(
      'Dejar de destacar en home: 1 vehículo',
    );
    expect(
      plain(bulkConfirmation(byId('modificarPrecio'), 'activate', 1200, 'Contado, +500 €').detail),
    ).toBe('Modificar precio (Contado, +500 €): 1.200 vehículos');
    expect(BULK_TEXTS.apply).toBe('Aplicar acción');
    expect(BULK_TEXTS.deactivate).toBe('Desactivar');
    expect([BULK_TEXTS.accept, BULK_TEXTS.cancel]).toEqual(['Aceptar', 'Cancelar']);
  });

  it("words each 'Desactivar' as a Spanish phrase of its own", () => {
    expect(
      GRUPOLIVA_BULK_ACTIONS.filter((a) => a.canDeactivate).map((a) =>
        bulkActionName(a, 'deactivate'),
      ),
    ).toEqual([
      'Quitar la campaña',
      'Dejar de destacar en home',
      'Desactivar edición manual',
      'Retirar de LP',
    ]);
    expect(bulkSuccessMessage(byId('ActivarManual'), 2, 'deactivate')).toBe(
      'Desactivar edición manual: 2 vehículos actualizados',
    );
    expect(bulkFailureMessage(byId('activarCampaña'), 'Error', 'deactivate')).toBe(
      'No se ha podido completar «Quitar la campaña»: Error. No se ha cambiado ningún vehículo.',
    );
  });

  it('says how many vehicles changed, or that none did', () => {
    expect(bulkSuccessMessage(byId('destacar'), 3)).toBe('Destacar home: 3 vehículos actualizados');
    expect(bulkSuccessMessage(byId('deleteCar'), 1)).toBe('1 vehículo eliminado');
    expect(bulkSuccessMessage(byId('webSync'), 2)).toBe('2 vehículos sincronizados con la web');
    expect(bulkFailureMessage(byId('deleteCar'), 'Hay otra acción masiva en curso')).toBe(
      'No se ha podido completar «Eliminar vehículo»: Hay otra acción masiva en curso. No se ha cambiado ningún vehículo.',
    );
  });
});

describe("'Modificar precio' rule", () => {
  it('Contado is price entry 0 and Financiado entry 3', () => {
    expect(priceIndex('contado')).toBe(0);
    expect(priceIndex('financiado')).toBe(3);
  });

  it('adds the signed amount to that entry only', () => {
    const before = prices(9790, 7832, 8615, 8790, 10280);
    const cash = changePrice(before, 'contado', 500);
    expect(cash.ok && cash.precios.map((p) => p.valor)).toEqual([10290, 7832, 8615, 8790, 10280]);
    const financed = changePrice(before, 'financiado', -500);
    expect(financed.ok && financed.precios.map((p) => p.valor)).toEqual([
      9790, 7832, 8615, 8290, 10280,
    ]);
    expect(financed.ok && financed.precios[3]?.tipo).toBe('T3');
    // The input is not changed.
    expect(before[0]?.valor).toBe(9790);
  });

  it('+500 then -500 gives the old price back', () => {
    const up = changePrice(prices(9790, 0, 0, 8790), 'contado', 500);
    if (!up.ok) throw new Error('refused');
    const down = changePrice(up.precios, 'contado', -500);
    expect(down.ok && down.precios[0]?.valor).toBe(9790);
  });

  it('lets a price reach 0 but never go below it', () => {
    expect(changePrice(prices(500), 'contado', -500)).toMatchObject({ ok: true });
    expect(changePrice(prices(500), 'contado', -501)).toEqual({
      ok: false,
      reason: 'negative',
      current: 500,
    });
  });

  it('does not invent a price a vehicle does not have', () => {
    expect(changePrice(prices(9790), 'financiado', 500)).toEqual({
      ok: false,
      reason: 'missing',
      current: null,
    });
    expect(changePrice(undefined, 'contado', 500).ok).toBe(false);
  });

  it('plans a selection all or nothing, naming the vehicles that refuse', () => {
    const vehicles = [
      { idv: '1', precios: prices(9790, 0, 0, 8790) },
      { idv: '2', precios: prices(300, 0, 0, 200) },
      { idv: '3', precios: prices(9790) },
    ];
    const fine = planPriceChange(vehicles.slice(0, 2), 'contado', -300, (v) => v.idv);
    expect(fine.ok).toBe(true);
    expect(fine.changes.get('2')?.[0]?.valor).toBe(0);
    const plan = planPriceChange(vehicles, 'financiado', -500, (v) => v.idv);
    expect(plan.ok).toBe(false);
    expect(plan.negative).toEqual(['2']);
    expect(plan.missing).toEqual(['3']);
    expect(plain(priceRefusalMessage(plan, 'financiado') ?? '')).toBe(
      'El vehículo 3 no tiene precio Financiado. El precio Financiado del vehículo 2 quedaría por debajo de 0 €. No se ha cambiado ningún precio.',
    );
    expect(priceRefusalMessage(fine, 'contado')).toBeNull();
  });

  it('reads the amount the Spanish way, as a whole number of euros', () => {
    expect(parsePriceAmount('500')).toEqual({ ok: true, value: 500 });
    expect(parsePriceAmount('-500')).toEqual({ ok: true, value: -500 });
    expect(parsePriceAmount('+1.500')).toEqual({ ok: true, value: 1500 });
    expect(parsePriceAmount(-250)).toEqual({ ok: true, value: -250 });
    expect(parsePriceAmount('12,5')).toEqual({ ok: false, message: 'Debe ser un número entero' });
    expect(parsePriceAmount('12.5').ok).toBe(false);
    // As the API takes it: at most 1.000.000 € up or down at once.
    expect(parsePriceAmount('-1.000.001')).toEqual({
      ok: false,
      message: 'No puede ser mayor que 1.000.000',
    });
    expect(parsePriceAmount('abc').ok).toBe(false);
    expect(parsePriceAmount('0')).toEqual({
      ok: false,
      message: 'La cantidad debe ser distinta de 0',
    });
  });
});

describe("'Modificar importe reserva'", () => {
  it('has minimum and default 300', () => {
    expect(MIN_RESERVE).toBe(300);
    expect(DEFAULT_RESERVE).toBe(300);
    expect(parseReserveAmount('')).toEqual({ ok: true, value: 300 });
    expect(parseReserveAmount(undefined)).toEqual({ ok: true, value: 300 });
  });

  it('accepts 300 or more and refuses less, fractions and text', () => {
    expect(parseReserveAmount('300')).toEqual({ ok: true, value: 300 });
    expect(parseReserveAmount(1000)).toEqual({ ok: true, value: 1000 });
    expect(parseReserveAmount('1.000')).toEqual({ ok: true, value: 1000 });
    expect(parseReserveAmount('299').ok).toBe(false);
    expect(parseReserveAmount(-300).ok).toBe(false);
    expect(parseReserveAmount('300,5').ok).toBe(false);
    expect(parseReserveAmount('mucho').ok).toBe(false);
  });
});
