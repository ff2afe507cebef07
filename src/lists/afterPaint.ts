// Work that can wait until the frame a person is waiting for is on screen (a URL write after a
// filter switch, src/lists/useListParams.ts).
import { whenIdle } from '../whenIdle';

/**
 * The longest wait for an idle moment after the frame: on a busy page (a list still loading) the
 * work is done this much after the frame at most.
 */
export const IDLE_WAIT_MS = 100;

/**
 * Runs `work` once, when the browser has drawn the next frame and has a moment (a frame, then
 * an idle period, at most IDLE_WAIT_MS later: whenIdle) — or at
 * once when the person presses a pointer or Enter first (a row clicked right after a filter: the
 * address of the view left holds the filter, so 'back' shows it). The returned function cancels
 * it.
 */
export const afterPaint = (work: () => void): (() => void) => {
  const cancels: (() => void)[] = [];
  const cancel = () => cancels.splice(0).forEach((c) => c());
  const run = () => {
    cancel();
    work();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') run();
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('pointerdown', run, true);
    document.addEventListener('keydown', onKey, true);
    cancels.push(() => {
      document.removeEventListener('pointerdown', run, true);
      document.removeEventListener('keydown', onKey, true);
    });
  }
  const later = () => void cancels.push(whenIdle(run, { timeout: IDLE_WAIT_MS }));
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(later);
    cancels.push(() => cancelAnimationFrame(frame));
  } else later();
  return cancel;
};
