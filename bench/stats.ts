import { readFileSync } from 'node:fs';

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
