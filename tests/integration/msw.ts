// The msw server shared by integration tests; handlers use absolute '*/api/...' patterns.
import { setupServer } from 'msw/node';

export const server = setupServer();
