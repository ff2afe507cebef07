// Stand-in for socket.io-client in integration tests (mocked in setup.ts): no network,
// and tests push server events with `emitServerEvent('FromAPI', {...})`.
type AnyListener = (event: string, ...args: unknown[]) => void;

export class FakeSocket {
  active = true;
  connected = true;
  readonly anyListeners = new Set<AnyListener>();
  constructor(readonly options: unknown) {}
  onAny(listener: AnyListener) {
    this.anyListeners.add(listener);
    return this;
  }
  on() {
    return this;
  }
  connect() {
    return this;
  }
  removeAllListeners() {
    this.anyListeners.clear();
    return this;
  }
  disconnect() {
    this.connected = false;
    sockets.delete(this);
    return this;
  }
}

export const sockets = new Set<FakeSocket>();

export const fakeIo = (...args: unknown[]): FakeSocket => {
  const socket = new FakeSocket(args.at(-1));
  sockets.add(socket);
  return socket;
};

/** Delivers a server event to every open fake connection. */
export const emitServerEvent = (event: string, payload?: unknown): void => {
  sockets.forEach((s) => s.anyListeners.forEach((l) => l(event, payload)));
};
