import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * Starts making the run's server-ready PGlite data dir at `template` (a global setup's, once for the run) and returns
 * at once, so that the workers start meanwhile: the server's modules are loaded here, not before. Made under another
 * name and renamed, so a template is whole once it has its name; `template`.failed says why, if it could not be made.
 * Resolves when it is made or has failed (a teardown waits for it before removing the run's files).
 */
export function makeTemplateInBackground(template: string): Promise<void> {
  const making = `${template}-making`;
  return import('../server/src/testing/test-database')
    .then(({ createServerReadyPgliteDir }) => createServerReadyPgliteDir(making))
    .then(
      () => renameSync(making, template),
      (error: unknown) => writeFileSync(`${template}.failed`, String(error)),
    );
}

/** `template` once makeTemplateInBackground has made it (a worker's first database waits for it). */
export async function templateMade(template: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (!existsSync(template)) {
    if (existsSync(`${template}.failed`))
      throw new Error(`The run's PGlite data dir could not be made: ${readFileSync(`${template}.failed`, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`The run's PGlite data dir did not appear at ${template} in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return template;
}
