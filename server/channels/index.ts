// The registry of server channels (DESIGN: adding a channel is one module and one line here).
import type { ServerChannel } from './types.js';
import { wallapop } from './wallapop.js';

export type { ServerChannel } from './types.js';

export const CHANNELS: readonly ServerChannel[] = [wallapop];
