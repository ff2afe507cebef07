// Background work gives way to requests in flight (server/requestActivity.ts): quiet() waits for
// a moment with none, but never longer than MAX_GIVE_WAY_MS.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_GIVE_WAY_MS, RequestActivity } from '../../server/requestActivity';

describe('request activity', () => {
  it('is quiet once the requests in flight are answered', async () => {
    const app = Fastify();
    const activity = new RequestActivity();
    activity.track(app);
    let answer = () => {};
    app.get('/slow', () => new Promise<string>((resolve) => (answer = () => resolve('ok'))));
    app.get('/fast', async () => 'ok');
    await app.ready();
    await expect(activity.quiet()).resolves.toBeUndefined();

    const slow = app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(activity.busy).toBe(1);
    let quiet = false;
    void activity.quiet().then(() => (quiet = true));
    expect((await app.inject('/fast')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(quiet).toBe(false);
    answer();
    await slow;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(quiet).toBe(true);
    expect(activity.busy).toBe(0);
    await app.close();
  });

  it('gives way no longer than its limit to a server that is never quiet', async () => {
    const app = Fastify();
    const activity = new RequestActivity();
    activity.track(app);
    let answer = () => {};
    app.get('/slow', () => new Promise<string>((resolve) => (answer = () => resolve('ok'))));
    await app.ready();
    const slow = app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const t0 = performance.now();
    await activity.quiet();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(MAX_GIVE_WAY_MS - 5);
    answer();
    await slow;
    await app.close();
  });
});
