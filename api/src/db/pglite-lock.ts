import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process per embedded database folder. PGlite has no server of its own: two processes that
 * open one folder each run their own PostgreSQL over the same files, and one's writes are lost.
 * The first process writes `<folder>.lock` with its pid and host; another refuses to start while
 * that process lives. A lock left by a process that died (same host, no such pid) is taken over.
 */
export interface PgliteLockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** Folders this process holds (a pid reused after a container restart is not "us"). */
const heldHere = new Set<string>();

export class PgliteFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: PgliteLockOwner,
    lockFile: string,
  ) {
    const who =
      owner.hostname === hostname()
        ? `el proceso ${owner.pid}`
        : `el proceso ${owner.pid} de la máquina ${owner.hostname}`;
    super(
      `La base de datos embebida en ${folder} ya está abierta por ${who} (desde ${owner.startedAt}). ` +
        'Una carpeta de PGlite admite un solo proceso: detén el otro, o usa DATABASE_URL (PostgreSQL) ' +
        `para varias instancias. Si ese proceso ya no existe, borra ${lockFile}.`,
    );
    this.name = 'PgliteFolderInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): PgliteLockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<PgliteLockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string') return null;
    return { pid: owner.pid, hostname: owner.hostname, startedAt: String(owner.startedAt ?? '?') };
  } catch {
    return null;
  }
}

/** A lock whose process is gone: same host, and not alive (or our own pid, not held by us). */
function isStale(owner: PgliteLockOwner | null, lockFile: string): boolean {
  if (!owner) return true;
  if (owner.hostname !== hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(lockFile);
  return !isAlive(owner.pid);
}

/** Takes the folder's lock or throws PgliteFolderInUseError; returns its release. */
export function lockPgliteFolder(folder: string): () => void {
  const lockFile = `${folder.replace(/[\\/]+$/, '')}.lock`;
  const me: PgliteLockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        if (readOwner(lockFile)?.pid === me.pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      // An empty file may be another process between creating and writing it: look again.
      if (owner && !isStale(owner, lockFile)) throw new PgliteFolderInUseError(folder, owner, lockFile);
      if (!owner && attempt === 0) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      try {
        unlinkSync(lockFile);
      } catch {
        // Another process removed it first; the next attempt races for it fairly.
      }
    }
  }
  const owner = readOwner(lockFile);
  if (owner) throw new PgliteFolderInUseError(folder, owner, lockFile);
  throw new Error(`No se pudo tomar el bloqueo ${lockFile}`);
}
