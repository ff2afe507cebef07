// Work that can wait for a quiet moment of the browser (fetching code ahead).

/** Runs `task` when the browser has nothing else to do (or soon, where it cannot say). */
export const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task());
  else setTimeout(task, 200);
};
