import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A small file the server keeps in DATA_DIR (readable by its owner only): read when it is there, else made
 * by `create` and written. Instances starting together on one DATA_DIR agree: the one that writes second
 * finds the file there (`wx`) and reads the first one's.
 */
export function readOrCreateDataFile(dataDir: string, name: string, create: () => string): string {
  const file = join(dataDir, name);
  const read = () => readFileSync(file, 'utf8').trim();
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const content = create();
  try {
    writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
  return content;
}
