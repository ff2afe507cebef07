// The registry of sales channels (DESIGN.md).
//
// How to add a channel:
//   1. Write `src/dataProvider/channels/<id>.ts` exporting a `Channel` (see ./types.ts):
//      its id and label, the react-admin resources it serves (usually
//      `collectionProvider({ path, updateMethod })`), and its listingKey / isNotImported /
//      publish / sync when the stock page needs them.
//   2. Add it to the list below (one line). Its resources are then routed by the
//      composite dataProvider, and the send panel and channel cards pick it up.
//   3. Add its twin under `server/channels/` for the reference API.
import type { Channel } from './types';
import { wallapop } from './wallapop';

// One channel per line, so adding one is a one-line diff.
// prettier-ignore
export const channels: Channel[] = [
  wallapop,
];

export type { Channel } from './types';
