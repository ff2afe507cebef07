// The registry of sales channels (DESIGN.md; README "Adding a channel").
//
// How to add a channel:
//   1. Write `src/dataProvider/channels/<id>.ts` exporting a `Channel` (see ./types.ts),
//      usually a few lines of `listingChannel({ id, label, listPath, syncPath,
//      isNotImported })` from ../orchestration/; its listings resource is `<id>-vehicles`.
//   2. Add it to the list below (one line). Its resources are then routed by the
//      composite dataProvider, and the Stock Quiter page (channel cards, 'not imported'
//      counts, send panel) picks it up.
//   3. Add its twin under `server/channels/` for the reference API.
import type { Channel } from './types';
import { aramis } from './aramis';
import { cnet } from './cnet';
import { gomotor } from './gomotor';
import { grupoliva } from './grupoliva';
import { motoreto } from './motoreto';
import { ofertaDeCoches } from './oferta-de-coches';
import { wallapop } from './wallapop';

// One channel per line, in the order of the send options, so adding one is a one-line diff.
// prettier-ignore
export const channels: Channel[] = [
  gomotor,
  grupoliva,
  aramis,
  wallapop,
  cnet,
  ofertaDeCoches,
  motoreto,
];

export type { Channel, PublishResult, SyncResult } from './types';
