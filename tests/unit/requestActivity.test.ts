// Background work gives way to requests in flight (server/requestActivity.ts): quiet() waits for
// a moment with none, but never longer than MAX_GIVE_WAY_MS.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from '../../server/health/routes';
import { MAX_GIVE_WAY_MS, RequestActivity } from '../../server/requestActivity';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server with one request in flight until `answered()`. */
async function busyServer() {
  const app = Fastify();
  const activity = new RequestActivity();
  activity.track(app);
  let answer = () => {};
  app.get('/slow', () => new Promise<string>((resolve) => (answer = () => resolve('ok'))));
  app.get('/fast', async () => 'ok');
  await app.ready();
  const slow = app.inject('/slow');
  await wait(20);
  const answered = async () => {
    answer();
    await slow;
  };
  return { app, activity, answered };
}

describe('request activity', () => {
  it('is quiet once the requests in flight are answered', async () => {
    await expect(new RequestActivity().quiet()).resolves.toBeUndefined();
    const { app, activity, answered } = await busyServer();
    expect(activity.busy).toBe(1);
    let quiet = false;
    void activity.quiet().then(() => (quiet = true));
    expect((await app.inject('/fast')).statusCode).toBe(200);
    await wait(10);
    expect(quiet).toBe(false);
    await answered();
    await wait(0);
    expect(quiet).toBe(true);
    expect(activity.busy).toBe(0);
    await app.close();
  });

  it('gives way no longer than its limit to a server that is never quiet', async () => {
    const { app, activity, answered } = await busyServer();
    const t0 = performance.now();
    await activity.quiet();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(MAX_GIVE_WAY_MS - 5);
    await answered();
    await app.close();
  });

  it('runs background work one piece after the other, each once no request is in flight', async () => {
    const { app, activity, answered } = await busyServer();

    const done: string[] = [];
    const piece = (name: string, ms: number) => async () => {
      done.push(`${name} starts (${activity.busy} in flight)`);
      await wait(ms);
      done.push(`${name} ends`);
    };
    void activity.inBackground(piece('keys', 30));
    // A piece that fails leaves the next ones to run.
    void activity.inBackground(() => Promise.reject(new Error('read failed')));
    const last = activity.inBackground(piece('bodies', 0));
    await wait(20);
    expect(done).toEqual([]);
    await answered();
    await last;
    expect(done).toEqual([
      'keys starts (0 in flight)',
      'keys ends',
      'bodies starts (0 in flight)',
      'bodies ends',
    ]);
    await app.close();
  });

  it("says in /api/health whether a start's background work is done", async () => {
    const app = Fastify();
    const activity = new RequestActivity();
    activity.track(app);
    await app.register(healthRoutes, { prefix: '/api', activity });
    await app.ready();
    const health = async () => (await app.inject('/api/health')).json<unknown>();
    expect(await health()).toEqual({ status: 'ok', ready: true });
    let finish = () => {};
    const first = activity.inBackground(() => new Promise<void>((resolve) => (finish = resolve)));
    const second = activity.inBackground(async () => undefined);
    await wait(10);
    expect(await health()).toEqual({ status: 'ok', ready: false });
    finish();
    await first;
    await second;
    expect(await health()).toEqual({ status: 'ok', ready: true });
    await app.close();
  });
});
