export { useLiveResource, toConsoleResource, changedResourceOf } from './useLiveResource';
export { useServerEvent } from './useServerEvent';
export { disconnectRealtime } from './socket';
