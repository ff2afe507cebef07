// Work that can wait for a quiet moment of the browser (fetching code ahead).

/**
 * Runs `task` when the browser has nothing else to do (or soon, where it cannot say), and at
 * most `timeout` ms later when given.
 * Returns a function that cancels it: an effect returns it, so nothing runs after unmount.
 */
export const whenIdle = (
  task: () => void,
  { timeout }: { timeout?: number } = {},
): (() => void) => {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    // The pair in use now cancels what it queued, whatever the page's globals are later.
    const cancel = cancelIdleCallback;
    const handle = requestIdleCallback(
      () => task(),
      timeout === undefined ? undefined : { timeout },
    );
    return () => cancel(handle);
  }
  const timer = setTimeout(task, Math.min(timeout ?? 200, 200));
  return () => clearTimeout(timer);
};
