import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { paths } from '../web/src/config/paths';
import { fmt } from './bench-targets';
import { browserAddress, productionEnv, spawnBuiltServer, startSignUps, type BuiltServer } from './built-server';
import { seedFounder } from './founder-seed';
import { LoadGenerator } from './load-generator';

/*
 * `bench/pages`: what drawing pages on the server costs (ADR 0038). The built server on the embedded database
 * answers the founder's signed-in pages, each drawn from its first data, under load (10 connections, 2 s warm-up,
 * 10 s measured), beside a one-row API read (their preferences) in the same run. Prints pages per second, p50 and
 * p95, and each page's HTML size (and gzipped, as the server sends it to a browser).
 */

const CONNECTIONS = 10;

async function htmlOf(server: BuiltServer, path: string, cookie: string) {
  const html = await (await fetch(`${server.base}${path}`, { headers: { cookie } })).text();
  return {
    drawn: html.includes('<div id="root" data-hydrating>'),
    kb: Buffer.byteLength(html) / 1000,
    gzipKb: gzipSync(html).byteLength / 1000,
  };
}

export async function benchPages() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ft-bench-pages-'));
  const { port, appUrl } = await browserAddress();
  const signUps = await startSignUps(appUrl);
  const load = new LoadGenerator();
  let server: BuiltServer | undefined;
  try {
    server = await spawnBuiltServer(productionEnv(port, { DATA_DIR: dataDir }, signUps.smtpUrl, appUrl));
    const { cookie, ideaId } = await seedFounder(server.base, signUps.signUp);
    const targets = [
      ['one-row API read (GET /api/preferences)', '/api/preferences'],
      ['dashboard', paths.dashboard.getHref()],
      ['board', paths.ideaGarage.getHref()],
      ['idea page', paths.idea.getHref(ideaId)],
      ['equity calculator', paths.tool.getHref('equity-split')],
    ] as const;
    console.log(`pages: the built server on PGlite, ${CONNECTIONS} connections, signed in`);
    for (const [name, path] of targets) {
      const headers = { cookie, 'accept-encoding': 'gzip' };
      const figures = await load.measure(`${server.base}${path}`, headers, CONNECTIONS);
      const page = path.startsWith('/api/')
        ? ''
        : await htmlOf(server, path, cookie).then(
            ({ drawn, kb, gzipKb }) =>
              `   HTML ${fmt(kb, 1)} KB (${fmt(gzipKb, 1)} KB gzip)${drawn ? ', drawn by the server' : ', not drawn by the server'}`,
          );
      console.log(
        `  ${name.padEnd(40)} ${fmt(figures.reqPerSec)} req/s   p50 ${fmt(figures.p50)} ms   p95 ${fmt(figures.p95)} ms   non-2xx ${figures.non2xx}   errors ${figures.errors + figures.timeouts}${page}`,
      );
    }
  } finally {
    load.close();
    await server?.stop();
    await signUps.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
