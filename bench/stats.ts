import { readFileSync, writeFileSync } from 'node:fs';

export const median = (xs: number[]): number => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** The value below which a share `p` (0..1) of the samples fall (nearest rank). */
export const percentile = (xs: number[], p: number): number => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
};

const statusMb = (pid: number, field: string): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
};

/** A process's resident memory (MB), from /proc. */
export const rssMb = (pid: number): number => statusMb(pid, 'VmRSS');

/** The most resident memory the process has held since it started (MB). */
export const peakRssMb = (pid: number): number => statusMb(pid, 'VmHWM');

/**
 * The most resident memory of each step of a run (MB, by step name, in order): each step's
 * peak is read at its end, then the kernel's count starts again from the memory held then
 * (Linux: `5` written to /proc/<pid>/clear_refs). Where the count cannot be reset, every step
 * after the first says the peak since the start (the figure is still true, only coarser).
 */
export const peaksByStep = (pid: number) => {
  const peaks: [string, number][] = [];
  return {
    peaks,
    /** The step `name` ends now. */
    end(name: string): void {
      peaks.push([name, peakRssMb(pid)]);
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // Not Linux, or not allowed: the next peaks include this one.
      }
    },
  };
};
