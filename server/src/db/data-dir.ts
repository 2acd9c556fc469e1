import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database's DATA_DIR cannot be used; the message names it and the cause, on one line. */
export class DataDirError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataDirError';
  }
}

/** Node's codes, and the same errors numbered as PGlite's file system (Emscripten) reports them. */
const CAUSES: Record<string, string> = {
  EACCES: 'permission denied: this user cannot write to it',
  EPERM: 'permission denied: this user cannot write to it',
  EROFS: 'it is on a read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  ENOTDIR: 'it is not a directory',
  EEXIST: 'it is not a directory',
};
const EMSCRIPTEN_ERRNO: Record<number, string> = { 2: 'EACCES', 63: 'EPERM', 69: 'EROFS', 51: 'ENOSPC', 54: 'ENOTDIR' };

function causeOf(error: unknown): string {
  const { code, errno, message } = (error ?? {}) as { code?: unknown; errno?: unknown; message?: unknown };
  const name = typeof code === 'string' ? code : typeof errno === 'number' ? EMSCRIPTEN_ERRNO[errno] : undefined;
  if (name && CAUSES[name]) return `${CAUSES[name]} (${name})`;
  if (typeof message === 'string' && message) return message;
  return String(error);
}

/** One line for the operator: which DATA_DIR, what went wrong, what to do. */
export function dataDirFailure(dataDir: string, error: unknown): DataDirError {
  return new DataDirError(
    `DATA_DIR ${dataDir} cannot hold the embedded database: ${causeOf(error)}. ` +
      'Make it a writable directory with free space, or set DATA_DIR to another one (or DATABASE_URL to use PostgreSQL).',
    { cause: error },
  );
}

/**
 * Creates `dbDir` and writes a file in it, so that a read-only or full DATA_DIR stops the start-up with a
 * DataDirError instead of PGlite's unexplained failure to initialise.
 */
export function ensureWritable(dataDir: string, dbDir: string) {
  const probe = join(dbDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dbDir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe);
  } catch (error) {
    throw dataDirFailure(dataDir, error);
  }
}
