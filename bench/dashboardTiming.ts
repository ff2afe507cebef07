// In-page timers of the stock dashboards (/stock-gomotor, /gomotor: one component, so one way
// to time it). Page scripts travel as source text (plainChromium.ts): each function here is
// self-contained, and NAME_SHIM stands in for the loader's __name helper.
export const NAME_SHIM = 'globalThis.__name ??= (target) => target;';

/** In the page: waits (frame by frame) for the 'Total' card / tile; ms since navigation. */
export const whenCounted = () =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      if (document.querySelector('[data-card="resumen.total"]'))
        return setTimeout(() => resolve(performance.now()), 0);
      if (performance.now() - started > 30_000) return reject(new Error('no cards'));
      requestAnimationFrame(check);
    };
    check();
  });

/** In the page: clicks a card or tile, answers ms until the table shows its first page. */
export const timeCard = (cardId: string) =>
  new Promise<number>((resolve, reject) => {
    const card = document.querySelector<HTMLElement>(`[data-card="${cardId}"]`);
    // The card's count and the pagination's total, digits only ('1.234' and '1234').
    const count = ((card?.getAttribute('aria-label') ?? '').split(': ')[1] ?? '').replace(
      /\D/g,
      '',
    );
    if (!card) return reject(new Error(`no card ${cardId}`));
    const t0 = performance.now();
    card.click();
    const check = () => {
      const shown = document.querySelector('.MuiTablePagination-displayedRows')?.textContent;
      const rows = document.querySelectorAll('table tbody tr').length;
      const total = / de ([\d.\s]+)$/.exec(shown ?? '')?.[1]?.replace(/\D/g, '');
      if (rows > 0 && total === count) return setTimeout(() => resolve(performance.now() - t0), 0);
      if (performance.now() - t0 > 10_000) return reject(new Error(`card ${cardId} no table`));
      requestAnimationFrame(check);
    };
    check();
  });
