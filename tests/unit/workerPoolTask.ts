// The worker of tests/unit/workerPool.test.ts: answers through serveTasks, as the PDF worker.
import { threadId } from 'node:worker_threads';
import { serveTasks } from '../../server/workerPool';

serveTasks<string, { input: string; threadId: number }>(async (input) => {
  if (input === 'falla') throw new Error('La tarea ha fallado');
  if (input === 'muere') process.exit(3);
  await new Promise((resolve) => setTimeout(resolve, 30));
  return { input, threadId };
});
