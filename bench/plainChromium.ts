// A Chromium with no test driver attached, for timing the pages as staff get them.
//
// Playwright enables the DevTools Network domain on every page it drives: each request's
// headers and body are copied to the driver. That is nothing for a page load of a few dozen
// requests, but 'Enviar' makes 700 (measured on this 2-core machine: ~3 ms of browser CPU per
// request, 4.6 s instead of 2.5 s for the same send). This client speaks the DevTools
// protocol over Chromium's own pipe (--remote-debugging-pipe: NUL-separated JSON on file
// descriptors 3 and 4) and uses only Page.navigate, Page.addScriptToEvaluateOnNewDocument and
// Runtime.evaluate, which instrument nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness.js';

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface PlainPage {
  /** Runs a script before every document of the page (the stored session, say). */
  addInitScript(source: string): Promise<void>;
  /** Navigates and waits until the new document has loaded. */
  goto(url: string): Promise<void>;
  /**
   * Evaluates `fn(arg)` in the page and answers its (awaited, JSON) value. `fn` travels as
   * source text: it must not use helpers of this process (no named inner functions, which
   * the TypeScript loader wraps in a helper the page does not have).
   */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Any other DevTools command on the page (a CPU profile while looking into a figure). */
  command(method: string, params?: object): Promise<Record<string, unknown> | undefined>;
}

export interface PlainChromium {
  page: PlainPage;
  /** The browser's process id (its renderers are its children). */
  pid: number;
  close(): Promise<void>;
}

export async function launchPlainChromium(extraArgs: string[] = []): Promise<PlainChromium> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'mp-plain-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      '--remote-debugging-pipe',
      `--user-data-dir=${userDataDir}`,
      '--window-size=1440,900',
      '--lang=es-ES',
      ...extraArgs,
      'about:blank',
    ],
    // Its own process group, so that closing takes its renderers and helpers too.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true },
  );
  // A Chromium that cannot start is an error the bench's caller sees (and stops its server
  // after), not an unhandled 'error' event that ends the process with the server running.
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) => {
      rmSync(userDataDir, { recursive: true, force: true });
      reject(new Error(`Chromium could not start (${CHROMIUM_PATH}): ${error.message}`));
    });
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;

  let nextId = 0;
  const waiting = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(m: Message) => void>();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      const pending = message.id !== undefined ? waiting.get(message.id) : undefined;
      if (pending && message.id !== undefined) {
        waiting.delete(message.id);
        if (message.error) pending.reject(new Error(message.error.message));
        else pending.resolve(message);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const { reject } of waiting.values()) reject(new Error('Chromium exited'));
    waiting.clear();
  });

  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Message>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });

  const { result: targets } = await send('Target.getTargets');
  const pageTarget = (targets?.targetInfos as { targetId: string; type: string }[]).find(
    (t) => t.type === 'page',
  );
  if (!pageTarget) throw new Error('Chromium opened no page');
  const { result: attached } = await send('Target.attachToTarget', {
    targetId: pageTarget.targetId,
    flatten: true,
  });
  const sessionId = String(attached?.sessionId);
  const onPage = (method: string, params: object = {}) => send(method, params, sessionId);
  // Page events (load) are needed to know when a navigation is over; Page is not Network.
  await onPage('Page.enable');

  const loaded = () =>
    new Promise<void>((resolve) => {
      const listener = (m: Message) => {
        if (m.sessionId === sessionId && m.method === 'Page.loadEventFired') {
          listeners.delete(listener);
          resolve();
        }
      };
      listeners.add(listener);
    });

  const page: PlainPage = {
    command: async (method, params) => (await onPage(method, params)).result,
    async addInitScript(source) {
      await onPage('Page.addScriptToEvaluateOnNewDocument', { source });
    },
    async goto(url) {
      const load = loaded();
      await onPage('Page.navigate', { url });
      await load;
    },
    async evaluate(fn, arg) {
      const { result } = await onPage('Runtime.evaluate', {
        expression: `(${fn.toString()})(${JSON.stringify(arg)})`,
        awaitPromise: true,
        returnByValue: true,
      });
      const exception = result?.exceptionDetails as
        { exception?: { description?: string }; text?: string } | undefined;
      if (exception) {
        throw new Error(exception.exception?.description ?? exception.text ?? 'evaluate failed');
      }
      return (result?.result as { value: never }).value;
    },
  };

  return {
    page,
    pid: child.pid ?? 0,
    async close() {
      if (child.exitCode === null) {
        await send('Browser.close').catch(() => undefined);
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already gone.
      }
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10 });
    },
  };
}
