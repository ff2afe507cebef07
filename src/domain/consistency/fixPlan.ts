// What a fix of a selection will do, said before it runs: one sentence per kind and channel
// ('Se retirará de Wallapop el vehículo 100234, reservado en el stock'), in the order of the
// kinds and, within one kind, of the channels as the selection lists them. Pure.
import { formatCount } from '../format';
import { DRIFT_KINDS, type DriftKind, type FixItem } from './types';

export interface PlanLine {
  kind: DriftKind;
  channel: string;
  idvs: string[];
  text: string;
}

/** 'el vehículo 100234' for one, '3 vehículos' for more. */
const vehicles = (idvs: readonly string[]) =>
  idvs.length === 1 ? `el vehículo ${idvs[0]}` : formatCount(idvs.length, 'vehículo');

/** 'del vehículo 100234', 'de 3 vehículos'. */
const ofVehicles = (idvs: readonly string[]) =>
  idvs.length === 1 ? `del vehículo ${idvs[0]}` : `de ${vehicles(idvs)}`;

const sentence = (kind: DriftKind, channel: string, idvs: readonly string[]): string => {
  const one = idvs.length === 1;
  const what = vehicles(idvs);
  switch (kind) {
    case 'reservado':
      return one
        ? `Se retirará de ${channel} ${what}, reservado en el stock`
        : `Se retirarán de ${channel} ${what}, reservados en el stock`;
    case 'vendido':
      return one
        ? `Se retirará de ${channel} ${what}, que ya no está en el stock`
        : `Se retirarán de ${channel} ${what}, que ya no están en el stock`;
    case 'duplicado':
      return `Se retirarán de ${channel} los anuncios repetidos ${ofVehicles(idvs)} (queda uno${one ? '' : ' de cada uno'})`;
    case 'precio':
      return one
        ? `Se actualizará el precio en ${channel} ${ofVehicles(idvs)} al precio del stock`
        : `Se actualizarán los precios en ${channel} ${ofVehicles(idvs)} al precio del stock`;
    case 'pendiente':
      return one ? `Se publicará en ${channel} ${what}` : `Se publicarán en ${channel} ${what}`;
  }
};

export const planFix = (
  items: readonly FixItem[],
  labelOf: (channelId: string) => string,
): PlanLine[] => {
  const groups = new Map<string, { kind: DriftKind; channel: string; idvs: string[] }>();
  for (const item of items) {
    const key = `${item.kind}|${item.channel}`;
    const group = groups.get(key);
    if (group) group.idvs.push(item.idv);
    else groups.set(key, { kind: item.kind, channel: item.channel, idvs: [item.idv] });
  }
  const byKind = (kind: DriftKind) => [...groups.values()].filter((g) => g.kind === kind);
  return DRIFT_KINDS.flatMap(byKind).map((g) => ({
    ...g,
    text: sentence(g.kind, labelOf(g.channel), g.idvs),
  }));
};

/** 'Se corregirán 12 discrepancias en 3 canales.' */
export const planSummary = (items: readonly FixItem[]): string => {
  const channels = new Set(items.map((i) => i.channel)).size;
  const verb = items.length === 1 ? 'Se corregirá' : 'Se corregirán';
  return `${verb} ${formatCount(items.length, 'discrepancia')} en ${formatCount(channels, 'canal', 'canales')}.`;
};
