// Who holds a lock in the database: this server process, named by its machine, its process id
// and a random id of its own. A lock left by a process that is gone (`kill -9`, a crash, a
// power cut) is known to be dead, without waiting for it to expire, when that process ran on
// this same machine: its process id names no process any more, or names this very process
// (a restarted container gets the same id again) under another random id. A lock taken on
// another machine is never judged from here: a server there may be alive and working, so its
// lock is only ever freed by its expiry (which its holder keeps pushing back while it works).
// Two servers on one database must therefore run under different host names (separate
// machines and containers do by default).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

export interface ProcessOwner {
  host: string;
  pid: number;
  /** Random per process: tells this process from an earlier one that had the same pid. */
  instance: string;
}

/** This server process. */
export const THIS_PROCESS: ProcessOwner = Object.freeze({
  host: hostname(),
  pid: process.pid,
  instance: randomBytes(8).toString('hex'),
});

/** Whether a process id names a running process of this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Whether `owner` is a process of this machine that is gone (never this process itself). */
export function isDeadOwner(owner: unknown, self: ProcessOwner = THIS_PROCESS): boolean {
  if (!isProcessOwner(owner) || owner.host !== self.host || owner.instance === self.instance) {
    return false;
  }
  return owner.pid === self.pid || !isRunning(owner.pid);
}

function isProcessOwner(value: unknown): value is ProcessOwner {
  const owner = value as Partial<ProcessOwner> | null;
  return (
    typeof owner?.host === 'string' &&
    typeof owner.instance === 'string' &&
    Number.isInteger(owner.pid) &&
    (owner.pid as number) > 0
  );
}
