// Every browser test: when one fails, what its open pages showed is kept beside the error.
import { beforeEach } from 'vitest';
import { screenshotOpenPages } from './harness';

beforeEach(({ task, onTestFailed }) => {
  const name = `fallo-${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}`;
  onTestFailed(() => screenshotOpenPages(name));
});
