// Integration test setup: jest-dom matchers, msw answering the API, a fake socket.io.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw';

vi.mock('socket.io-client', async () => {
  const fake = await import('./fakeSocket');
  return { io: fake.fakeIo, default: fake.fakeIo };
});

// The first screen of a file loads its lazy chunks through Vite's transform: on a busy CI
// machine that alone can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  const { disconnectRealtime } = await import('../../src/realtime/socket');
  disconnectRealtime();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
