import { describe, expect, it } from 'vitest';
import {
  WEB_BULK_ACTIONS,
  activeCounters,
  parseReserveAmount,
  progressLabel,
  runEach,
  runFailureMessage,
  runSuccessMessage,
  runWebBulkPlan,
  webBulkButtons,
  webBulkConfirmation,
  webBulkPlan,
  type WebBulkAction,
  type WebBulkActionId,
  type WebRunApi,
} from '../../src/domain/webStock';
import { formatEuros } from '../../src/domain/format';
import { webUpdates } from '../../src/dataProvider/webStock/webStockProvider';

const act = (id: WebBulkActionId): WebBulkAction => WEB_BULK_ACTIONS.find((a) => a.id === id)!;
const ROWS = [
  { _id: 'a', idv: '101' },
  { _id: 'b', idv: '102' },
  { _id: 'c', idv: '103' },
];
const COUNTER = { _id: 'c1', name: 'Black Friday', active: true };

const planOf = (...args: Parameters<typeof webBulkPlan>) => {
  const plan = webBulkPlan(...args);
  if (!plan.ok) throw new Error(plan.message);
  return plan.value;
};

describe('the /gomotor actions and Desactivar', () => {
  it('lists the /gomotor actions with their labels', () => {
    expect(WEB_BULK_ACTIONS.map((a) => [a.id, a.label])).toEqual([
      ['enableCounter', 'Asignar contador'],
      ['destacar', 'Destacar home'],
      ['enableDiscount', 'Aplicar precio campaña'],
      ['enableDisclaimer', 'Aplicar disclaimer'],
      ['deleteCar', 'Eliminar vehículo'],
      ['ActivarManual', 'Activar edición manual'],
      ['modificarImporteReserva', 'Modificar importe reserva'],
      ['webSync', 'Sincronización Web'],
    ]);
  });

  it("offers 'Desactivar' only for featured, manual publishing, counter and disclaimer", () => {
    expect(
      WEB_BULK_ACTIONS.filter((a) => a.canDeactivate)
        .map((a) => a.id)
        .sort(),
    ).toEqual(['ActivarManual', 'destacar', 'enableCounter', 'enableDisclaimer'].sort());
    expect(webBulkButtons(act('enableDiscount'), false, 3).deactivateShown).toBe(false);
    expect(webBulkButtons(act('destacar'), false, 3)).toEqual({
      applyDisabled: false,
      deactivateShown: true,
      deactivateDisabled: false,
    });
    // The process record is active: both disabled.
    expect(webBulkButtons(act('destacar'), true, 3)).toMatchObject({
      applyDisabled: true,
      deactivateDisabled: true,
    });
    expect(webBulkPlan(act('deleteCar'), 'deactivate', {}, ROWS)).toEqual({
      ok: false,
      message: 'La acción «Eliminar vehículo» no se puede desactivar',
    });
  });

  it('lists active campaigns only as counters', () => {
    expect(
      activeCounters([
        COUNTER,
        { _id: 'c2', name: 'Old', active: false },
        { name: 'x', active: true },
      ]),
    ).toEqual([COUNTER]);
  });
});

describe('the request plan per action and mode', () => {
  it('counter: $set marketing.counter, null to deactivate; an active campaign is required', () => {
    expect(planOf(act('enableCounter'), 'activate', { counter: COUNTER }, ROWS)).toMatchObject({
      kind: 'each',
      action: 'enableCounter',
      // Only what the host looks the campaign up by (it stores its own copy).
      update: { $set: { 'marketing.counter': { _id: 'c1', name: 'Black Friday' } } },
      vehicles: ROWS,
      detail: 'Black Friday',
    });
    expect(planOf(act('enableCounter'), 'deactivate', {}, ROWS)).toMatchObject({
      mode: 'deactivate',
      update: { $set: { 'marketing.counter': null } },
    });
    expect(
      webBulkPlan(
        act('enableCounter'),
        'activate',
        { counter: { ...COUNTER, active: false } },
        ROWS,
      ).ok,
    ).toBe(false);
  });

  it('featured: featuredHome true / false', () => {
    expect(
      planOf(act('destacar'), 'activate', {}, ROWS).kind === 'each' &&
        planOf(act('destacar'), 'activate', {}, ROWS),
    ).toMatchObject({ update: { featuredHome: true } });
    expect(planOf(act('destacar'), 'deactivate', {}, ROWS)).toMatchObject({
      update: { featuredHome: false },
    });
  });

  it('discount: cash and financed price, Activado by default, Desactivado on demand', () => {
    expect(
      planOf(
        act('enableDiscount'),
        'activate',
        { discountPrice: '12.990', discountFinancedPrice: 11990 },
        ROWS,
      ),
    ).toMatchObject({
      update: { discount: { active: true, price: 12990, financedPrice: 11990 } },
      detail: `Activado, ${formatEuros(12990)} / ${formatEuros(11990)} financiado`,
    });
    expect(
      planOf(act('enableDiscount'), 'activate', { discountActive: false }, ROWS),
    ).toMatchObject({
      update: { discount: { active: false, price: null, financedPrice: null } },
      detail: 'Desactivado',
    });
    expect(webBulkPlan(act('enableDiscount'), 'activate', { discountPrice: '100' }, ROWS)).toEqual({
      ok: false,
      message: 'Indica el precio de campaña al contado y financiado',
    });
    // The campaign prices are whole euros, never negative: the figures' messages.
    expect(
      webBulkPlan(
        act('enableDiscount'),
        'activate',
        { discountPrice: '-1', discountFinancedPrice: 1 },
        ROWS,
      ),
    ).toEqual({ ok: false, message: 'Precio contado: No puede ser negativo' });
    expect(
      webBulkPlan(
        act('enableDiscount'),
        'activate',
        { discountPrice: 1, discountFinancedPrice: '9.990,5' },
        ROWS,
      ),
    ).toEqual({ ok: false, message: 'Precio financiado: Debe ser un número entero' });
  });

  it('disclaimer: $set marketing.disclaimerMessage, null to deactivate; one must be chosen', () => {
    expect(
      planOf(act('enableDisclaimer'), 'activate', { disclaimer: 'IVA incluido' }, ROWS),
    ).toMatchObject({
      update: { $set: { 'marketing.disclaimerMessage': 'IVA incluido' } },
    });
    expect(planOf(act('enableDisclaimer'), 'deactivate', {}, ROWS)).toMatchObject({
      update: { $set: { 'marketing.disclaimerMessage': null } },
    });
    expect(webBulkPlan(act('enableDisclaimer'), 'activate', {}, ROWS)).toEqual({
      ok: false,
      message: 'Selecciona un mensaje',
    });
  });

  it('delete: one DELETE per vehicle', () => {
    expect(planOf(act('deleteCar'), 'activate', {}, ROWS)).toMatchObject({
      kind: 'each',
      update: null,
    });
  });

  it('manual publishing, reserve and web sync: one bulk call', () => {
    expect(planOf(act('ActivarManual'), 'deactivate', {}, ROWS)).toMatchObject({
      kind: 'bulk',
      operation: 'bulk-update',
      body: { dataSelection: ['a', 'b', 'c'], update: 'publicacionManual', value: false },
    });
    expect(planOf(act('modificarImporteReserva'), 'activate', {}, ROWS)).toMatchObject({
      body: { update: 'precioReserva', value: 300 },
    });
    expect(parseReserveAmount('299').ok).toBe(false);
    expect(parseReserveAmount('1.000')).toEqual({ ok: true, value: 1000 });
    expect(planOf(act('webSync'), 'activate', {}, ROWS)).toMatchObject({
      kind: 'bulk',
      operation: 'bulk-update-wp',
      body: { dataSelection: ['a', 'b', 'c'] },
    });
  });

  it("words each 'Desactivar' as a Spanish phrase, never 'Desactivar Aplicar disclaimer'", () => {
    expect(
      WEB_BULK_ACTIONS.filter((a) => a.canDeactivate).map(
        (a) => webBulkConfirmation(a, 'deactivate', 1).detail,
      ),
    ).toEqual([
      'Quitar el contador: 1 vehículo',
      'Dejar de destacar en home: 1 vehículo',
      'Quitar el disclaimer: 1 vehículo',
      'Desactivar edición manual: 1 vehículo',
    ]);
    expect(runSuccessMessage(act('enableDisclaimer'), 2, 'deactivate')).toBe(
      'Quitar el disclaimer: 2 vehículos actualizados',
    );
    expect(runSuccessMessage(act('enableDisclaimer'), 2)).toBe(
      'Aplicar disclaimer: 2 vehículos actualizados',
    );
  });

  it('confirms with the action and the count', () => {
    expect(webBulkConfirmation(act('enableCounter'), 'deactivate', 3)).toEqual({
      title: 'Atención',
      question: '¿Seguro que quiere realizar esta acción?',
      detail: 'Quitar el contador: 3 vehículos',
    });
  });
});

/** A fake web host: records calls, fails the idvs given, answers after a tick. */
const fakeApi = (failing: string[] = []) => {
  const calls: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const finished: unknown[] = [];
  const api: WebRunApi = {
    startRun: async (body) => {
      calls.push(`start ${body.action} ${body.mode} ${body.total}`);
      return { _id: 'run1' };
    },
    putVehicle: async (id, _body, runId) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      calls.push(`put ${id} ${runId}`);
      if (failing.includes(id)) throw new Error('Vehículo no encontrado en GOmotor');
      // The host answers the vehicle as it stored it (docs/API.md).
      return { message: 'Vehículo actualizado con éxito', vehicle: { _id: id, stored: runId } };
    },
    deleteVehicle: async (id, runId) => {
      calls.push(`delete ${id} ${runId}`);
    },
    finishRun: async (runId, failed) => {
      finished.push({ runId, failed });
      return {};
    },
    bulk: async (operation) => {
      calls.push(`bulk ${operation}`);
      return { count: 3 };
    },
  };
  return { api, calls, finished, max: () => maxInFlight };
};

describe('the runner (bounded concurrency, i de n, failures named)', () => {
  it('keeps at most N requests in flight and reports each step', async () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const progress: string[] = [];
    let inFlight = 0;
    let max = 0;
    const failures = await runEach(
      items,
      async (i) => {
        inFlight++;
        max = Math.max(max, inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        if (i % 7 === 3) throw new Error(`mal ${i}`);
      },
      { concurrency: 6, onProgress: (p) => progress.push(progressLabel(p)) },
    );
    expect(max).toBe(6);
    expect(progress).toHaveLength(20);
    expect(progress.at(-1)).toBe('20 de 20');
    expect(failures.map((f) => [f.item, f.message])).toEqual([
      [3, 'mal 3'],
      [10, 'mal 10'],
      [17, 'mal 17'],
    ]);
  });

  it('opens a run, sends one PUT per vehicle with ?run, and finishes it with the failures', async () => {
    const fake = fakeApi(['b']);
    const plan = planOf(act('enableCounter'), 'activate', { counter: COUNTER }, ROWS);
    const progress: string[] = [];
    const result = await runWebBulkPlan(plan, fake.api, {
      onProgress: (p) => progress.push(progressLabel(p)),
    });
    expect(fake.calls[0]).toBe('start enableCounter activate 3');
    expect(fake.calls.filter((c) => c.startsWith('put')).sort()).toEqual([
      'put a run1',
      'put b run1',
      'put c run1',
    ]);
    expect(fake.finished).toEqual([
      { runId: 'run1', failed: [{ idv: '102', message: 'Vehículo no encontrado en GOmotor' }] },
    ]);
    expect(progress).toEqual(['0 de 3', '1 de 3', '2 de 3', '3 de 3']);
    expect(result).toEqual({
      changed: 2,
      failed: [{ idv: '102', message: 'Vehículo no encontrado en GOmotor' }],
      stored: expect.anything(),
    });
    // The vehicles as the host stored them, for the dashboard's held rows.
    expect(result.stored?.updated).toEqual(
      expect.arrayContaining([
        { _id: 'a', stored: 'run1' },
        { _id: 'c', stored: 'run1' },
      ]),
    );
    expect(result.stored?.updated).toHaveLength(2);
    expect(result.stored?.removed).toEqual([]);
    expect(runFailureMessage(act('enableCounter'), result)).toBe(
      'Asignar contador: 2 vehículos actualizados, 1 con error: 102 (Vehículo no encontrado en GOmotor)',
    );
  });

  it('a PUT answer that names no vehicle leaves the stored state unknown', async () => {
    const fake = fakeApi();
    fake.api.putVehicle = async () => ({ message: 'ok' });
    const plan = planOf(act('destacar'), 'activate', {}, ROWS);
    const result = await runWebBulkPlan(plan, fake.api);
    expect(result).toEqual({ changed: 3, failed: [] });
  });

  it('a refused start changes nothing', async () => {
    const fake = fakeApi();
    fake.api.startRun = async () => {
      throw new Error('Ya hay una acción masiva en curso');
    };
    const plan = planOf(act('destacar'), 'activate', {}, ROWS);
    await expect(runWebBulkPlan(plan, fake.api)).rejects.toThrow(
      'Ya hay una acción masiva en curso',
    );
    expect(fake.calls).toEqual([]);
  });

  it('deletes through DELETE and bulk actions through one call', async () => {
    const fake = fakeApi();
    const removed = await runWebBulkPlan(planOf(act('deleteCar'), 'activate', {}, ROWS), fake.api);
    expect(fake.calls.filter((c) => c.startsWith('delete'))).toHaveLength(3);
    expect(removed.stored).toEqual({ updated: [], removed: ['a', 'b', 'c'] });
    const bulk = await runWebBulkPlan(planOf(act('webSync'), 'activate', {}, ROWS), fake.api);
    expect(bulk).toEqual({ changed: 3, failed: [] });
    expect(runSuccessMessage(act('destacar'), 3)).toBe('Destacar home: 3 vehículos actualizados');
  });
});

describe('the row update as partial PUTs', () => {
  it('sends each changed web field as its own body', () => {
    const before = {
      _id: 'a',
      idv: '1',
      featuredHome: false,
      precioReserva: 300,
      marketing: { counter: null, disclaimerMessage: null },
      discount: { active: false, price: null, financedPrice: null },
    };
    expect(webUpdates({ ...before, featuredHome: true }, before)).toEqual([{ featuredHome: true }]);
    expect(
      webUpdates(
        {
          ...before,
          precioReserva: 500,
          marketing: { counter: COUNTER, disclaimerMessage: 'IVA' },
        },
        before,
      ),
    ).toEqual([
      { precioReserva: 500 },
      { $set: { 'marketing.counter': COUNTER } },
      { $set: { 'marketing.disclaimerMessage': 'IVA' } },
    ]);
    expect(webUpdates({ ...before, marca: 'OTRA' } as never, before)).toEqual([]);
  });
});
