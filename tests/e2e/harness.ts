// Starts the built reference API exactly as `npm start` does (after the build), on a free
// port and a fresh temporary data folder, and drives Debian's Chromium with playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page, type ConsoleMessage } from 'playwright-core';
import { createDatabase } from '../postgres';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots');

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  startMs: number;
  stop(): Promise<void>;
}

export const DEMO_ADMIN = { email: 'admin@multipublicador.local', password: 'demo' };
export const DEMO_STAFF = { email: 'comercial@multipublicador.local', password: 'demo' };

/**
 * Where the build under test lives: the repository (`npm run build`), or a private folder
 * holding `dist/` and `dist-server/` (E2E_BUILD_DIR, e.g. `.builds/mine`), so that several
 * builds can be tested side by side without overwriting each other.
 */
export const BUILD_DIR = path.resolve(ROOT, process.env.E2E_BUILD_DIR ?? '.');

/**
 * In the e2e-pg project (tests/postgresGlobalSetup.ts sets E2E_POSTGRES_URL), each started
 * server gets a new PostgreSQL database, with the secrets PostgreSQL mode wants configured.
 * Given another server's administrator URL, a database there.
 */
export async function postgresEnv(
  adminUrl = process.env.E2E_POSTGRES_URL,
): Promise<Record<string, string>> {
  if (!adminUrl) return {};
  const url = await createDatabase(adminUrl, 'mp_e2e');
  return {
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(48).toString('base64'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
  };
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!env.DATABASE_URL) env = { ...(await postgresEnv()), ...env };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-e2e-'));
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(BUILD_DIR, 'dist-server', 'server', 'main.js')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(BUILD_DIR, 'dist'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Seeding 15,000 vehicles on PostgreSQL (npm run bench -- --db postgres) takes longer.
    const limit = Number(process.env.E2E_SERVER_START_MS ?? 30_000);
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), limit);
    let listening = false;
    // Kept attached so the pipe is drained, but once started the request log (one line per
    // request at info, server/logging.ts) is not kept in memory.
    const onData = (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const match = /(https?):\/\/localhost:(\d+)/.exec(output);
      if (match) {
        listening = true;
        clearTimeout(timer);
        resolve(`${match[1]}://127.0.0.1:${match[2]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  const startMs = performance.now() - started;
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    startMs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until a started server has made the caches it makes in the background after its start
 * (/api/health's `ready`); answers the milliseconds waited.
 */
export async function untilReady(url: string, limitMs = 600_000): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const res = await fetch(`${url}/api/health`);
    const { ready } = (await res.json()) as { ready?: boolean };
    if (ready) return performance.now() - t0;
    if (performance.now() - t0 > limitMs) throw new Error(`The server at ${url} was never ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface BrowserSession {
  context: BrowserContext;
  /** Console errors and warnings seen on any page of this context. */
  problems: string[];
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** More Chromium switches, e.g. '--ignore-certificate-errors' for the bench's HTTPS. */
  extraArgs?: string[];
  /**
   * The console's animations, as most people see them (the bench). The tests ask for less
   * motion, as a person can in their system's settings: a menu that is still opening never
   * takes a click aimed at one of its options.
   */
  motion?: boolean;
}

/** The browsers open now, so that a failed test can show what their pages showed. */
const openSessions = new Set<BrowserSession>();

/** The Chromium binary and the switches every browser of the tests and the bench runs with. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'mp-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'es-ES',
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
    args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
  });
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error' || msg.type() === 'warning') {
        problems.push(`[${msg.type()}] ${page.url()} ${msg.text()}`);
      }
    });
    page.on('pageerror', (err) => problems.push(`[pageerror] ${page.url()} ${err.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const session: BrowserSession = {
    context,
    problems,
    async close() {
      openSessions.delete(session);
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  openSessions.add(session);
  return session;
}

/**
 * After a failed test: a screenshot of every open page (test-results/screenshots/`name`-N.png),
 * and its address and the browser's messages in the test output.
 */
export async function screenshotOpenPages(name: string): Promise<void> {
  let n = 0;
  for (const session of openSessions) {
    for (const page of session.context.pages()) {
      n++;
      await screenshot(page, `${name}-${n}`).catch(() => undefined);
      console.error(
        `Página ${n} al fallar: ${page.url()} (captura ${name}-${n}.png); mensajes del ` +
          `navegador: ${session.problems.join(' | ') || 'ninguno'}`,
      );
    }
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export async function signIn(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/correo|e-mail|email/i).fill(account.email);
  await page.getByLabel(/contraseña/i).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Calls the API directly (as another client would) with a fresh token. */
export async function apiAs(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<(path: string, init?: { method?: string; body?: unknown }) => Promise<Response>> {
  const res = await fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return (p, init = {}) =>
    fetch(`${baseUrl}/api${p}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-access-token': accessToken,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
}

export interface E2eSession {
  server: RunningServer;
  browser: BrowserSession;
  /** A page signed in as the account given, else a blank page. */
  page: Page;
}

/** What each browser test file starts with: a fresh server, a browser and one page. */
export async function openSession(account?: {
  email: string;
  password: string;
}): Promise<E2eSession> {
  const server = await startServer();
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  if (account) await signIn(page, server.url, account);
  return { server, browser, page };
}

/** Closes what openSession opened (also after a failed start). */
export async function closeSession(session: Partial<E2eSession> | undefined): Promise<void> {
  await session?.browser?.close();
  await session?.server?.stop();
}
