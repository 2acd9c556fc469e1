import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database's Postgres settings (ADR 0117). Postgres writes its whole buffer pool when it starts, so
 * the 128 MB of shared buffers initdb chooses were 128 MB of the process's resident memory however small the
 * data; 16 MB holds a founder's working set, and PGlite reads the rest from DATA_DIR's files (the OS caches
 * them). wal_buffers follows (1/32 of it). Given at every start, so a data dir made before holds them too, and to
 * initdb, which runs its own Postgres with them (a lighter first start when no empty database is shipped).
 */
const SETTINGS = ['shared_buffers=16MB'];

export const EMBEDDED_OPTIONS: Pick<PGliteOptions, 'startParams' | 'initDbStartParams'> = {
  startParams: [...PGlite.defaultStartParams, ...SETTINGS.flatMap((setting) => ['-c', setting])],
  initDbStartParams: SETTINGS.flatMap((setting) => ['--set', setting]),
};
