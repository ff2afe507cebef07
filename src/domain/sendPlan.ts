// 'Enviar' planned before any request: for each ticked channel, which selected vehicles it gets,
// which it already lists (shown as 'ya publicado', never sent again: no 409 for a re-send) and
// which its 'not imported' rule leaves out (reserved, VN where only VO goes, no deductible VAT on
// Aramis…), with why. Pure: the channels' keys and rules come in, the plan goes out.
import {
  exclusionOf,
  type ExclusionReason,
  type ListedKeys,
  type NotImportedRule,
} from './notImported';
import type { StockVehicle } from './types';

/** A ticked channel as the plan sees it. */
export interface PlanTarget {
  id: string;
  label: string;
  /** Its 'not imported' rule. */
  rule: NotImportedRule;
  /** The keys of its listings; undefined when they could not be read (everything is sent). */
  listed: ListedKeys | undefined;
}

export interface Exclusion {
  idv: string;
  reason: ExclusionReason;
}

export interface ChannelPlan {
  channelId: string;
  label: string;
  /** Sent: not on the channel, and its rule takes them. */
  send: string[];
  /** Already on the channel: reported as published, without a request. */
  published: string[];
  /** Its rule leaves them out: sent only if staff say so. */
  excluded: Exclusion[];
}

export const planSend = (
  selection: readonly Pick<StockVehicle, 'idv' | 'reservado' | 'tipo' | 'ivaDeducible'>[],
  targets: readonly PlanTarget[],
): ChannelPlan[] =>
  targets.map((target) => {
    const plan: ChannelPlan = {
      channelId: target.id,
      label: target.label,
      send: [],
      published: [],
      excluded: [],
    };
    for (const vehicle of selection) {
      const idv = String(vehicle.idv);
      if (target.listed?.has(idv)) {
        plan.published.push(idv);
        continue;
      }
      const reason = exclusionOf(target.rule, vehicle as StockVehicle);
      if (reason) plan.excluded.push({ idv, reason });
      else plan.send.push(idv);
    }
    return plan;
  });

/** One line of the confirmation: 'GOmotor · no es VO (…): 2 vehículos'. */
export interface ExclusionCount {
  channelId: string;
  label: string;
  reason: ExclusionReason;
  count: number;
}

/** How many vehicles each channel's rule leaves out, per channel and per reason. */
export const exclusionCounts = (plans: readonly ChannelPlan[]): ExclusionCount[] =>
  plans.flatMap((plan) => {
    const byReason = new Map<string, ExclusionCount>();
    for (const { reason } of plan.excluded) {
      const line = byReason.get(reason.id);
      if (line) line.count++;
      else
        byReason.set(reason.id, {
          channelId: plan.channelId,
          label: plan.label,
          reason,
          count: 1,
        });
    }
    return [...byReason.values()];
  });

/** Sends (vehicle × channel) the rules leave out. */
export const excludedTotal = (plans: readonly ChannelPlan[]): number =>
  plans.reduce((sum, plan) => sum + plan.excluded.length, 0);

/** What is requested of each channel: the plan's vehicles, and the excluded ones if asked. */
export const requestsOf = (
  plans: readonly ChannelPlan[],
  { includeExcluded }: { includeExcluded: boolean },
): { channelId: string; idvs: string[] }[] =>
  plans.map((plan) => ({
    channelId: plan.channelId,
    idvs: includeExcluded ? [...plan.send, ...plan.excluded.map((e) => e.idv)] : plan.send,
  }));
