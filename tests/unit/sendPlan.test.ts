// 'Enviar' planned before any request, and its tally.
import { describe, expect, it } from 'vitest';
import {
  notImportedIfAvailable,
  notImportedInAramis,
  notImportedInGomotor,
} from '../../src/domain/notImported';
import {
  exclusionCounts,
  excludedTotal,
  planSend,
  requestsOf,
  type PlanTarget,
} from '../../src/domain/sendPlan';
import {
  accumulate,
  countOutcomes,
  isRealFailure,
  lastSendAfter,
  retryRequests,
  wasSent,
  type SendOutcome,
} from '../../src/domain/sendTally';
import type { StockVehicle } from '../../src/domain/types';

const vehicle = (idv: string, over: Partial<StockVehicle> = {}) =>
  ({ idv, tipo: 'VO', reservado: false, ivaDeducible: true, ...over }) as StockVehicle;

const selection = [
  vehicle('1'),
  vehicle('2', { tipo: 'VN' }),
  vehicle('3', { reservado: true }),
  vehicle('4', { ivaDeducible: false }),
  vehicle('5'),
];
const target = (id: string, rule: PlanTarget['rule'], listed?: string[]): PlanTarget => ({
  id,
  label: id.toUpperCase(),
  rule,
  listed: listed && new Set(listed),
});

describe('planSend', () => {
  it('skips what a channel lists, flags what its rule leaves out, sends the rest', () => {
    const plans = planSend(selection, [
      target('gomotor', notImportedInGomotor, ['5']),
      target('aramis', notImportedInAramis, []),
      target('wallapop', notImportedIfAvailable, ['1', '3']),
    ]);
    expect(plans.map((p) => [p.channelId, p.send, p.published])).toEqual([
      ['gomotor', ['1', '4'], ['5']],
      ['aramis', ['1', '5'], []],
      // Already listed wins over the rule: 3 is reserved but on Wallapop.
      ['wallapop', ['2', '4', '5'], ['1', '3']],
    ]);
    expect(plans[0].excluded.map((e) => [e.idv, e.reason.id])).toEqual([
      ['2', 'no-vo'],
      ['3', 'reservado'],
    ]);
    expect(plans[1].excluded.map((e) => [e.idv, e.reason.id])).toEqual([
      ['2', 'no-vo'],
      ['3', 'reservado'],
      ['4', 'sin-iva-deducible'],
    ]);
    expect(plans[2].excluded).toEqual([]);
    expect(excludedTotal(plans)).toBe(5);
  });

  it('sends everything the rule takes when the keys could not be read', () => {
    const [plan] = planSend(selection, [target('wallapop', notImportedIfAvailable)]);
    expect(plan.send).toEqual(['1', '2', '4', '5']);
    expect(plan.published).toEqual([]);
  });

  it('counts the exclusions per channel and per reason', () => {
    const plans = planSend(
      [...selection, vehicle('6', { tipo: 'VN' })],
      [target('gomotor', notImportedInGomotor, []), target('wallapop', notImportedIfAvailable, [])],
    );
    expect(exclusionCounts(plans).map((c) => [c.channelId, c.reason.label, c.count])).toEqual([
      ['gomotor', 'no es VO (el canal solo acepta VO)', 2],
      ['gomotor', 'reservado', 1],
      ['wallapop', 'reservado', 1],
    ]);
  });

  it('requests the excluded vehicles only when asked to', () => {
    const plans = planSend(selection, [target('gomotor', notImportedInGomotor, ['5'])]);
    expect(requestsOf(plans, { includeExcluded: false })).toEqual([
      { channelId: 'gomotor', idvs: ['1', '4'] },
    ]);
    expect(requestsOf(plans, { includeExcluded: true })).toEqual([
      { channelId: 'gomotor', idvs: ['1', '4', '2', '3'] },
    ]);
  });
});

const outcome = (idv: string, kind: SendOutcome['kind'], channelId = 'gomotor'): SendOutcome => ({
  channelId,
  label: channelId,
  idv,
  kind,
});

describe('the tally of sends', () => {
  it('tells real failures (network, 5xx) from refusals (4xx)', () => {
    expect([0, 500, 502, 503].map(isRealFailure)).toEqual([true, true, true, true]);
    expect([400, 404, 409, 422, undefined].map(isRealFailure)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('accumulates across sends; a retry replaces the errors it answers', () => {
    const first = [outcome('1', 'sent'), outcome('2', 'error'), outcome('3', 'warning')];
    const second = [outcome('4', 'sent', 'wallapop'), outcome('1', 'published')];
    const both = accumulate(first, second);
    expect(countOutcomes(both)).toEqual({
      sent: 2,
      published: 1,
      skipped: 0,
      warning: 1,
      error: 1,
    });

    const retried = retryRequests(both);
    expect(retried).toEqual([{ channelId: 'gomotor', label: 'gomotor', idvs: ['2'] }]);
    const after = accumulate(both, [outcome('2', 'sent')], {
      replacing: both.filter((o) => o.kind === 'error'),
    });
    expect(countOutcomes(after)).toEqual({
      sent: 3,
      published: 1,
      skipped: 0,
      warning: 1,
      error: 0,
    });
    expect(retryRequests(after)).toEqual([]);
  });

  it('knows whether the selection went with the last send', () => {
    const last = { idvs: ['1', '2', '3'], channelLabels: ['GOmotor'], at: 0 };
    expect(wasSent(['3', '1'], last)).toBe(true);
    expect(wasSent(['1', '4'], last)).toBe(false);
    expect(wasSent([], last)).toBe(false);
    expect(wasSent(['1'], null)).toBe(false);
  });

  it('remembers what went: failures have not, a retry completes the send it retries', () => {
    const plan = (
      label: string,
      send: string[],
      published: string[] = [],
      excluded: string[] = [],
    ) => ({
      label,
      send,
      published,
      excluded: excluded.map((idv) => ({ idv })),
    });
    const first = lastSendAfter(
      [plan('GOmotor', ['1', '2'], ['3'], ['4'])],
      [outcome('1', 'sent'), outcome('2', 'error')],
      null,
      { retry: false, at: 10 },
    );
    expect(first).toEqual({ idvs: ['1', '3', '4'], channelLabels: ['GOmotor'], at: 10 });
    const retried = lastSendAfter([plan('GOmotor', ['2'])], [outcome('2', 'sent')], first, {
      retry: true,
      at: 20,
    });
    expect(retried).toEqual({ idvs: ['1', '3', '4', '2'], channelLabels: ['GOmotor'], at: 20 });
    const another = lastSendAfter([plan('Wallapop', ['9'])], [], retried, { retry: false, at: 30 });
    expect(another).toEqual({ idvs: ['9'], channelLabels: ['Wallapop'], at: 30 });
  });
});
