// Profile one Stock Quiter filter switch at 10,000 vehicles (production build).
import { writeFileSync } from 'node:fs';
import { DEMO_ADMIN, launchBrowser, startServer, signIn } from '../tests/e2e/harness.ts';

const server = await startServer({ SEED_VEHICLES: process.env.N ?? '10000', DATABASE_URL: '' });
const browser = await launchBrowser({ motion: true });
try {
  const page = await browser.context.newPage();
  await signIn(page, server.url, DEMO_ADMIN);
  await page.goto(`${server.url}/stock-general-quiter`);
  await page.waitForSelector('table tbody tr', { timeout: 60000 });
  await page.waitForTimeout(2000);
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const times: number[] = [];
  await cdp.send('Profiler.start');
  const events: { name: string; dur?: number; ph: string }[] = [];
  cdp.on('Tracing.dataCollected', (d: { value: { name: string; dur?: number; ph: string }[] }) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink', transferMode: 'ReportEvents' });
  for (const label of ['VO', 'Disponibles', 'Diesel', 'KM0', 'Gasolina', 'VN']) {
    times.push(
      await page.evaluate((text) => new Promise<number>((resolve) => {
        const target = [...document.querySelectorAll<HTMLElement>('[aria-label="Filtros del stock"] .MuiChip-root')].find((el) => (el.textContent ?? '').trim().startsWith(text))!;
        const table = document.querySelector('table')!.closest('.MuiCard-root')!;
        const t0 = performance.now();
        const obs = new MutationObserver(() => { obs.disconnect(); requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0)); });
        obs.observe(table, { subtree: true, childList: true, characterData: true });
        target.click();
      }), label),
    );
  }
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await done;
  const sums = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.dur) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
  console.log([...sums].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
  writeFileSync('/tmp/filter.cpuprofile', JSON.stringify(profile));
  console.log('switch ms', times.map((t) => t.toFixed(1)).join(', '));
  console.log('problems', browser.problems);
} finally {
  await browser.close();
  await server.stop();
}
