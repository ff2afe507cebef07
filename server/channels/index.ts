// The registry of server channels (adding a channel is one module and one line here).
import { aramis } from './aramis.js';
import { cnet } from './cnet.js';
import { gomotor } from './gomotor.js';
import { grupoliva } from './grupoliva.js';
import { motoreto } from './motoreto.js';
import { ofertaDeCoches } from './oferta-de-coches.js';
import type { ServerChannel } from './types.js';
import { wallapop } from './wallapop.js';

export type { ServerChannel } from './types.js';

/** In the order of the send panel's options. */
export const CHANNELS: readonly ServerChannel[] = [
  gomotor,
  grupoliva,
  aramis,
  wallapop,
  cnet,
  ofertaDeCoches,
  motoreto,
];
