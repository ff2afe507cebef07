// A call made a moment later that never runs once the component that asked for it is gone: the
// redirect after a save, the rows read again after a row changed.
import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(task)` runs `task` after `ms`. A new call replaces the one still waiting (two row
 * changes in a second read the rows once), and unmounting cancels it.
 */
export function useLater(ms: number): (task: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (task: () => void) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(task, ms);
    },
    [ms],
  );
}
