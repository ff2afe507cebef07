import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BULK_PAUSE_MS,
  MAX_RETRY_WAIT_MS,
  progressText,
  retryAfterMs,
  startPacedRun,
  timeLeftText,
  type RunProgress,
  type SendOutcome,
} from '../../src/domain/cochesNet/pacing';
import {
  actionRecordBody,
  actionSummary,
  failureMessage,
  NO_ANSWER_MESSAGE,
  statusColor,
  successMessage,
} from '../../src/domain/cochesNet/results';

const T0 = new Date('2026-11-23T10:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A marketplace that records when each idv was called and answers from a script. */
function marketplace(answers: Record<string, SendOutcome[]> = {}) {
  const calls: { idv: string; at: number }[] = [];
  const send = async (idv: string): Promise<SendOutcome> => {
    calls.push({ idv, at: Date.now() - T0 });
    return answers[idv]?.shift() ?? { status: 201, message: `ok ${idv}` };
  };
  return { calls, send };
}

describe('paced bulk run (4,000 ms between vehicles)', () => {
  it('sends one vehicle at a time, 4 s apart', async () => {
    const market = marketplace();
    const run = startPacedRun({
      action: 'create',
      items: ['a', 'b', 'c'],
      idvOf: (idv) => idv,
      send: market.send,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(market.calls.map((c) => c.idv)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(BULK_PAUSE_MS - 1);
    expect(market.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(market.calls).toHaveLength(2);
    await vi.runAllTimersAsync();
    const outcome = await run.done;
    expect(market.calls).toEqual([
      { idv: 'a', at: 0 },
      { idv: 'b', at: 4000 },
      { idv: 'c', at: 8000 },
    ]);
    expect(outcome.cancelled).toBe(false);
    expect(outcome.results).toEqual([
      { createdAt: '2026-11-23T10:00:00.000Z', status: 201, idv: 'a', message: 'ok a' },
      { createdAt: '2026-11-23T10:00:04.000Z', status: 201, idv: 'b', message: 'ok b' },
      { createdAt: '2026-11-23T10:00:08.000Z', status: 201, idv: 'c', message: 'ok c' },
    ]);
  });

  it('a 429 is sent again after the pause, not lost', async () => {
    const market = marketplace({
      b: [
        { status: 429, message: 'Demasiadas peticiones a Coches.net para la cuenta 1; espere 4 s' },
      ],
    });
    const run = startPacedRun({
      action: 'update',
      items: ['a', 'b', 'c'],
      idvOf: (idv) => idv,
      send: market.send,
    });
    await vi.runAllTimersAsync();
    const { results } = await run.done;
    expect(market.calls).toEqual([
      { idv: 'a', at: 0 },
      { idv: 'b', at: 4000 },
      { idv: 'b', at: 8000 },
      { idv: 'c', at: 12000 },
    ]);
    expect(results.map((r) => [r.idv, r.status])).toEqual([
      ['a', 201],
      ['b', 201],
      ['c', 201],
    ]);
  });

  it('waits what Retry-After says, and keeps the 429 after the last retry', async () => {
    const busy = { status: 429, message: 'espere', retryAfterMs: 2000 };
    const market = marketplace({ a: [busy, busy, busy] });
    const run = startPacedRun({
      action: 'delete',
      items: ['a', 'b'],
      idvOf: (idv) => idv,
      send: market.send,
      maxRetries: 2,
    });
    await vi.runAllTimersAsync();
    const { results } = await run.done;
    expect(market.calls.map((c) => c.at)).toEqual([0, 2000, 4000, 8000]);
    expect(results.map((r) => r.status)).toEqual([429, 201]);
  });

  it('a Retry-After beyond the cap waits the cap; a negative one retries at once', async () => {
    const market = marketplace({
      a: [{ status: 429, message: 'espere', retryAfterMs: 3_600_000 }],
      b: [{ status: 429, message: 'espere', retryAfterMs: -5000 }],
    });
    const run = startPacedRun({
      action: 'create',
      items: ['a', 'b'],
      idvOf: (idv) => idv,
      send: market.send,
    });
    await vi.runAllTimersAsync();
    await run.done;
    expect(market.calls.map((c) => c.at)).toEqual([
      0,
      MAX_RETRY_WAIT_MS,
      MAX_RETRY_WAIT_MS + BULK_PAUSE_MS,
      MAX_RETRY_WAIT_MS + BULK_PAUSE_MS,
    ]);
    expect(MAX_RETRY_WAIT_MS).toBe(60_000);
  });

  it('the progress shows the wait a 429 asked for, and counts it in the time left', async () => {
    const market = marketplace({ b: [{ status: 429, message: 'espere', retryAfterMs: 12_000 }] });
    const seen: RunProgress[] = [];
    const run = startPacedRun({
      action: 'create',
      items: ['a', 'b', 'c'],
      idvOf: (idv) => idv,
      send: market.send,
      onProgress: (p) => seen.push({ ...p, results: [...p.results] }),
    });
    await vi.advanceTimersByTimeAsync(BULK_PAUSE_MS);
    const waiting = seen.at(-1);
    expect(waiting).toMatchObject({
      waiting: 'retry',
      waitMs: 12_000,
      waitText: 'Coches.net pide esperar 12 s; se reintentará el vehículo 2',
      timeLeft: 'Tiempo restante: 20 s',
    });
    expect(seen.filter((p) => p.waiting !== 'retry').every((p) => p.waitText === '')).toBe(true);
    await vi.runAllTimersAsync();
    await run.done;
    expect(market.calls.map((c) => c.at)).toEqual([0, 4000, 16_000, 20_000]);
  });

  it('a 429 without Retry-After waits the pause', async () => {
    const market = marketplace({ a: [{ status: 429, message: 'espere' }] });
    const run = startPacedRun({
      action: 'create',
      items: ['a'],
      idvOf: (idv) => idv,
      send: market.send,
      pauseMs: 1500,
    });
    await vi.runAllTimersAsync();
    await run.done;
    expect(market.calls.map((c) => c.at)).toEqual([0, 1500]);
  });

  it('cancel during the pause stops before the next vehicle', async () => {
    const market = marketplace();
    const run = startPacedRun({
      action: 'create',
      items: ['a', 'b', 'c'],
      idvOf: (idv) => idv,
      send: market.send,
    });
    await vi.advanceTimersByTimeAsync(1000);
    run.cancel();
    const outcome = await run.done;
    await vi.runAllTimersAsync();
    expect(market.calls.map((c) => c.idv)).toEqual(['a']);
    expect(outcome).toMatchObject({ cancelled: true, results: [{ idv: 'a', status: 201 }] });
  });

  it('cancel while a vehicle is being sent keeps its result and sends no other', async () => {
    let answer: (outcome: SendOutcome) => void = () => {};
    const sent: string[] = [];
    const run = startPacedRun({
      action: 'create',
      items: ['a', 'b', 'c'],
      idvOf: (idv) => idv,
      send: (idv) => {
        sent.push(idv);
        return idv === 'b'
          ? new Promise<SendOutcome>((resolve) => (answer = resolve))
          : Promise.resolve({ status: 201, message: 'ok' });
      },
    });
    await vi.advanceTimersByTimeAsync(BULK_PAUSE_MS);
    expect(sent).toEqual(['a', 'b']);
    run.cancel();
    answer({ status: 422, message: 'Este vehículo no tiene fotos.' });
    const outcome = await run.done;
    await vi.runAllTimersAsync();
    expect(sent).toEqual(['a', 'b']);
    expect(outcome.results.map((r) => [r.idv, r.status])).toEqual([
      ['a', 201],
      ['b', 422],
    ]);
    expect(outcome.cancelled).toBe(true);
  });

  it('cancel during a 429 wait keeps that 429', async () => {
    const market = marketplace({ a: [{ status: 429, message: 'espere' }] });
    const run = startPacedRun({
      action: 'create',
      items: ['a', 'b'],
      idvOf: (idv) => idv,
      send: market.send,
    });
    await vi.advanceTimersByTimeAsync(100);
    run.cancel();
    const outcome = await run.done;
    expect(market.calls).toHaveLength(1);
    expect(outcome.results.map((r) => r.status)).toEqual([429]);
  });

  it('a call without answer is kept as status 0, an error', async () => {
    const run = startPacedRun({
      action: 'create',
      items: ['a'],
      idvOf: (idv) => idv,
      send: () => Promise.reject(new TypeError('fetch failed')),
    });
    await vi.runAllTimersAsync();
    const { results } = await run.done;
    expect(results).toMatchObject([{ idv: 'a', status: 0, message: NO_ANSWER_MESSAGE }]);
    expect(statusColor(0)).toBe('error');
  });

  it('reports progress texts, the bar and the time left', async () => {
    const market = marketplace();
    const seen: RunProgress[] = [];
    const run = startPacedRun({
      action: 'delete',
      items: ['a', 'b', 'c'],
      idvOf: (idv) => idv,
      send: market.send,
      onProgress: (p) => seen.push({ ...p, results: [...p.results] }),
    });
    await vi.runAllTimersAsync();
    await run.done;
    const sending = seen.filter((p) => p.waiting === null);
    expect(sending.map((p) => p.text)).toEqual([
      'Eliminando vehículo: 1 de 3',
      'Eliminando vehículo: 2 de 3',
      'Eliminando vehículo: 3 de 3',
      'Eliminando vehículo: 3 de 3',
    ]);
    expect(sending.map((p) => p.fraction)).toEqual([0, 1 / 3, 2 / 3, 1]);
    expect(sending.map((p) => p.timeLeft)).toEqual([
      'Tiempo restante: 12 s',
      'Tiempo restante: 8 s',
      'Tiempo restante: 4 s',
      'Tiempo restante: 0 s',
    ]);
    expect(seen.some((p) => p.waiting === 'pause')).toBe(true);
  });
});

describe('texts and results', () => {
  it('progress texts per action', () => {
    expect(progressText('create', 1, 12)).toBe('Exportando vehículo: 1 de 12');
    expect(progressText('update', 2, 12)).toBe('Actualizando vehículo: 2 de 12');
    expect(progressText('delete', 3, 1200)).toBe('Eliminando vehículo: 3 de 1.200');
  });

  it('Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('4')).toBe(4000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:03 GMT', T0)).toBe(3000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('pronto')).toBeUndefined();
    expect(retryAfterMs(' 7 ')).toBe(7000);
    expect(retryAfterMs('Mon, 23 Nov 2026 09:59:00 GMT', T0)).toBe(0);
  });

  it('time left in minutes and seconds', () => {
    expect(timeLeftText(0)).toBe('Tiempo restante: 0 s');
    expect(timeLeftText(3001)).toBe('Tiempo restante: 4 s');
    expect(timeLeftText(120_000)).toBe('Tiempo restante: 2 min');
    expect(timeLeftText(200_000)).toBe('Tiempo restante: 3 min 20 s');
  });

  it('status colours: 400 error, 422 info, 429 warning, 200 success', () => {
    expect(statusColor(400)).toBe('error');
    expect(statusColor(422)).toBe('info');
    expect(statusColor(429)).toBe('warning');
    expect(statusColor(200)).toBe('success');
    expect(statusColor(201)).toBe('success');
    expect(statusColor(500)).toBe('error');
  });

  it('messages: success per action, the server message, else the status text', () => {
    expect(successMessage('create', 'SEAT Ibiza')).toBe(
      'Vehículo creado correctamente: SEAT Ibiza',
    );
    expect(successMessage('delete', 'SEAT Ibiza')).toBe(
      'Vehículo eliminado correctamente: SEAT Ibiza',
    );
    expect(successMessage('update', 'SEAT Ibiza')).toBe('Vehículo actualizado con éxito');
    expect(failureMessage({ error: 'Unprocessable', message: 'Falta el precio.' })).toBe(
      'Falta el precio.',
    );
    expect(failureMessage({ error: 'Bad Request' })).toBe('Bad Request');
    expect(failureMessage(null, 'Internal Server Error')).toBe('Internal Server Error');
  });

  it('the action record body and its notification text', () => {
    const results = [
      { createdAt: 'x', status: 201, idv: '1', message: 'ok' },
      { createdAt: 'x', status: 201, idv: '2', message: 'ok' },
      { createdAt: 'x', status: 200, idv: '3', message: 'ok' },
      { createdAt: 'x', status: 422, idv: '4', message: 'Falta el precio.' },
    ];
    expect(actionRecordBody('create', { value: 1, key: 'Tests DEMO' }, results)).toEqual({
      type: 'create',
      account: { value: 1, key: 'Tests DEMO' },
      data: [
        { status: 201, idv: '1', message: 'ok' },
        { status: 201, idv: '2', message: 'ok' },
        { status: 200, idv: '3', message: 'ok' },
        { status: 422, idv: '4', message: 'Falta el precio.' },
      ],
    });
    expect(actionSummary('create', 'Tests DEMO', results)).toBe(
      'Coches.net (Tests DEMO): 3 vehículos enviados, 1 con error',
    );
    expect(actionSummary('delete', 'Girona', [{ status: 200 }])).toBe(
      'Coches.net (Girona): 1 vehículo eliminado',
    );
  });
});
