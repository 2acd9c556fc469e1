import { writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWith } from './testing/app-test-helpers';
import { createDb } from './db/client';
import { createTestServer, type TestServer } from './testing/test-server';
import { makeWebDir } from './testing/web-dir';
import { holdEarlyInputElement } from './http/hold-early-input';

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  server = await createTestServer();
  webDir = makeWebDir();
});
afterAll(() => server.dispose());

const withWeb = () => appWith(server, { webDir });

describe('the web app', () => {
  it('answers any page path with index.html (history fallback), never cached', async () => {
    const response = await withWeb().request('/tool/idea-garage/idea/123');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('embeds what the app asks first — who is signed in and their preferences — safely, and for them alone', async () => {
    const firstDataOf = (html: string) => {
      const json = /<script id="first-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as unknown);
    };
    const visitor = await withWeb().request('/auth');
    expect(firstDataOf(await visitor.text())).toEqual({ user: null });

    const name = '</script><script>alert(1)</script><!--';
    const mallory = await server.signedInClient('first-data@example.com', name);
    expect(
      (
        await mallory.request('/api/preferences/pinned-tools', {
          method: 'PUT',
          json: { pinnedTools: ['equity-split'] },
        })
      ).status,
    ).toBe(200);
    const cookie = [...mallory.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const page = await withWeb().request('/dashboard', { headers: { cookie } });
    const html = await page.text();
    // The name cannot end the data block or open a comment: its '<' are JSON escapes, and it reads back whole.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const data = firstDataOf(html) as {
      user: { name: string; email: string };
      preferences: { pinnedTools: string[]; language: string };
    };
    expect(data.user).toMatchObject({ name, email: 'first-data@example.com' });
    expect(data.preferences).toMatchObject({ pinnedTools: ['equity-split'], language: 'en' });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toContain('Cookie');
    expect(data).not.toHaveProperty('board');

    // The board's page comes with its first page, exactly as the board's first request answers it.
    expect(
      (await mallory.post('/api/ideas', { title: '<b>Drone</b> delivery', description: 'For pharmacies' })).status,
    ).toBe(201);
    const board = firstDataOf(await (await withWeb().request('/tool/idea-garage', { headers: { cookie } })).text()) as {
      board: unknown;
    };
    expect(board.board).toEqual(await (await mallory.request('/api/ideas?limit=50&priority=all')).json());
    expect(board.board).toMatchObject({ ideas: [{ title: '<b>Drone</b> delivery' }], nextCursor: null });
    const claiming = await (await withWeb().request('/tool/idea-garage?share=abc', { headers: { cookie } })).text();
    expect(firstDataOf(claiming)).not.toHaveProperty('board');
    // The page of a tool that opens on an idea select comes with it too, for its choices (ADR 0136).
    const picking = await (await withWeb().request('/tool/validation-agent', { headers: { cookie } })).text();
    expect((firstDataOf(picking) as { board: unknown }).board).toEqual(board.board);

    // An idea's page comes with that page and its Main Content, exactly as the page's first two requests answer them.
    const { id } = (await (
      await mallory.post('/api/ideas', { title: 'Kept content', description: 'For pharmacies' })
    ).json()) as { id: string };
    const content = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '</script><!-- not the end' }] }],
    };
    expect(
      (await mallory.request(`/api/ideas/${id}/pages/main/content`, { method: 'PUT', json: { content, version: 0 } }))
        .status,
    ).toBe(200);
    const ideaPage = await (await withWeb().request(`/tool/idea-garage/idea/${id}`, { headers: { cookie } })).text();
    expect(ideaPage.match(/<\/script>/g)).toHaveLength(2);
    expect(firstDataOf(ideaPage)).toMatchObject({
      idea: {
        page: await (await mallory.request(`/api/ideas/${id}/page`)).json(),
        content: await (await mallory.request(`/api/ideas/${id}/pages/main/content`)).json(),
      },
    });
    expect(firstDataOf(ideaPage)).toMatchObject({ idea: { content: { content, version: 1 } } });
    // Not with a query (a shared link's), and not to someone the idea is not shared with: their app asks, and is told.
    expect(
      firstDataOf(
        await (await withWeb().request(`/tool/idea-garage/idea/${id}?share=abc`, { headers: { cookie } })).text(),
      ),
    ).not.toHaveProperty('idea');
    const eve = await server.signedInClient('first-data-eve@example.com', 'Eve');
    const eveCookie = [...eve.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const refused = firstDataOf(
      await (await withWeb().request(`/tool/idea-garage/idea/${id}`, { headers: { cookie: eveCookie } })).text(),
    );
    expect(refused).toMatchObject({ user: { email: 'first-data-eve@example.com' } });
    expect(refused).not.toHaveProperty('idea');

    // A tool's page comes with the tool's saved documents, exactly as its list answers them, and only the user's own.
    const vesting = { totalMonths: 48, cliffMonths: 12 };
    const founder = (id: string) => ({
      id,
      name: `Founder ${id}`,
      role: 'CEO',
      contribution: 40,
      commitment: 100,
      experience: 80,
      vesting,
    });
    const scenario = { name: 'Seed round', data: { founders: [founder('a'), founder('b')] } };
    expect((await mallory.post('/api/tools/equity-split/documents', scenario)).status).toBe(201);
    const toolPage = firstDataOf(await (await withWeb().request('/tool/equity-split', { headers: { cookie } })).text());
    expect(toolPage).toMatchObject({
      toolDocuments: {
        toolId: 'equity-split',
        documents: await (await mallory.request('/api/tools/equity-split/documents')).json(),
      },
    });
    expect(toolPage).toMatchObject({ toolDocuments: { documents: [{ name: 'Seed round' }] } });
    // The page opens the document saved last, or the one its address names: the server draws it.
    const { id: scenarioId } = (await (await mallory.request('/api/tools/equity-split/documents')).json())[0] as {
      id: string;
    };
    const whole = await (await mallory.request(`/api/tools/equity-split/documents/${scenarioId}`)).json();
    expect(toolPage).toMatchObject({ toolDocuments: { open: whole } });
    const addressed = firstDataOf(
      await (await withWeb().request(`/tool/equity-split?doc=${scenarioId}`, { headers: { cookie } })).text(),
    );
    expect(addressed).toMatchObject({ toolDocuments: { open: { id: scenarioId, name: 'Seed round' } } });
    // Another user's document named in the address opens nothing (the list is still theirs).
    const evesView = firstDataOf(
      await (
        await withWeb().request(`/tool/equity-split?doc=${scenarioId}`, { headers: { cookie: eveCookie } })
      ).text(),
    );
    expect(evesView).toMatchObject({ toolDocuments: { documents: [] } });
    expect(evesView).not.toHaveProperty('toolDocuments.open');
    const evesTool = firstDataOf(
      await (await withWeb().request('/tool/equity-split', { headers: { cookie: eveCookie } })).text(),
    );
    expect(evesTool).toMatchObject({ toolDocuments: { toolId: 'equity-split', documents: [] } });
    expect(evesTool).not.toHaveProperty('toolDocuments.open');
    // Not with a query (a shared document's link), and not for a tool that keeps no documents.
    expect(
      firstDataOf(await (await withWeb().request('/tool/equity-split?share=abc', { headers: { cookie } })).text()),
    ).not.toHaveProperty('toolDocuments');
    expect(
      firstDataOf(await (await withWeb().request('/tool/cofounder-fit', { headers: { cookie } })).text()),
    ).not.toHaveProperty('toolDocuments');
  });

  it("answers a visitor's plain visit to / with the light landing page, never cached", async () => {
    const response = await withWeb().request('/');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('/assets/landing.js');
  });

  it('answers / with the app for a signed-in user, and for a visitor coming back with a query (an error to show)', async () => {
    const ada = await server.signedInClient('web-app@example.com', 'Ada Lovelace');
    const cookie = [...ada.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(await (await withWeb().request('/', { headers: { cookie } })).text()).toContain('/assets/app.js');
    expect(await (await withWeb().request('/?error=TOKEN_EXPIRED')).text()).toContain('/assets/app.js');
    expect(await (await withWeb().request('/?utm_source=newsletter')).text()).toContain('/assets/landing.js');
    expect(
      await (await withWeb().request('/', { headers: { cookie: 'better-auth.session_token=forged.value' } })).text(),
    ).toContain('/assets/landing.js');
    expect((await withWeb().request('/')).headers.get('vary')).toContain('Cookie');
  });

  it('serves each page in the language chosen (the cookie), else the one the browser asks for, else English', async () => {
    const langOf = async (path: string, headers: Record<string, string>) =>
      (await (await withWeb().request(path, { headers })).text()).match(/<html lang="(\w+)"/)?.[1];
    expect(await langOf('/', { 'accept-language': 'es-MX,es;q=0.9' })).toBe('es');
    expect(await langOf('/dashboard', { 'accept-language': 'fr-CA' })).toBe('fr');
    expect(await langOf('/auth', { 'accept-language': 'es', cookie: 'lang=de' })).toBe('de');
    expect(await langOf('/', { 'accept-language': 'ja', cookie: 'lang=<script>' })).toBe('en');
    const answer = await withWeb().request('/auth');
    expect(answer.headers.get('vary')).toMatch(/^Cookie, Accept-Language\b/);
  });

  it('answers / with the app, not an error, when the session cannot be read (the database is down)', async () => {
    const unreachable = await createDb({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', DATA_DIR: '' });
    try {
      const signedIn = await server.signedInClient('web-app-down@example.com');
      const cookie = [...signedIn.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await appWith(server, { database: unreachable, webDir }).request('/', { headers: { cookie } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('/assets/app.js');
      // Not knowing who it is, the page carries no first data: the app asks once it runs.
      expect(html).not.toContain('first-data');
    } finally {
      await unreachable.close();
    }
  });

  it('serves a page drawn by the server, from its first data, in its language and time zone (ADR 0038)', async () => {
    const entry = join(webDir, 'entry-server.js');
    writeFileSync(
      entry,
      `export const renderAppPage = async ({ url, language, timeZone, firstData }) =>
         url.pathname === '/broken' ? Promise.reject(new Error('no')) : url.pathname === '/elsewhere' ? '' : '<h1>' + url.pathname + ' ' + language + ' ' + timeZone + ' ' + firstData.user.name + '</h1>';
       export const renderLandingPage = async ({ language }) => '<h1>Landing ' + language + '</h1>';`,
    );
    const drawn = appWith(server, { webDir, ssrEntry: entry });
    const ada = await server.signedInClient('ssr@example.com', 'Ada');
    const cookie = `${[...ada.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}; lang=de; tz=Asia/Kolkata`;
    const html = await (await drawn.request('/dashboard', { headers: { cookie } })).text();
    expect(html).toContain('<html lang="de" data-time-zone="Asia/Kolkata">');
    // What is done on it before the app has it is held by the one inline script, just before its root (ADR 0090).
    expect(html).toContain(
      `${holdEarlyInputElement}<div id="root" data-hydrating><h1>/dashboard de Asia/Kolkata Ada</h1></div>`,
    );
    // Drawn, it is painted before its scripts are asked for and run (ADR 0041): the entry and the page's modules
    // are named to the script that starts the page after its first paint, and not preloaded with the document.
    expect(html).toContain(
      '<script type="module" src="/start-after-paint.js" data-entry="/assets/app.js" data-preload="/assets/shell.js /assets/shared.js /assets/dashboard.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    // A page that cannot be drawn on the server still comes, for the browser to draw, its scripts first.
    const broken = await (await drawn.request('/broken', { headers: { cookie } })).text();
    expect(broken).toContain('<div id="root"></div>');
    expect(broken).not.toContain('<script>');
    expect(broken).toContain('<script type="module" crossorigin src="/assets/app.js">');
    expect(broken).not.toContain('start-after-paint');
    // Nor is a page with nothing to draw (its route sends elsewhere) marked as waiting for the app.
    expect(await (await drawn.request('/elsewhere', { headers: { cookie } })).text()).toContain(
      '<div id="root"></div>',
    );
    // A visitor's landing, in their language; a time zone that is no zone is UTC.
    const landing = await (
      await drawn.request('/', { headers: { 'accept-language': 'es', cookie: 'tz="><script>' } })
    ).text();
    expect(landing).toContain(
      `<html lang="es" data-time-zone="UTC">${holdEarlyInputElement}<div id="root" data-hydrating><h1>Landing es</h1></div>`,
    );
  });

  it("preloads a page's own chunks with it, and not what the entry already loads", async () => {
    const html = await (await withWeb().request('/dashboard')).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      ([, file]) => file,
    );
    expect(preloaded.sort()).toEqual(['/assets/dashboard.js', '/assets/shared.js', '/assets/shell.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(await (await withWeb().request('/no/such/page')).text()).not.toContain('modulepreload');
  });

  it('serves hashed assets with a year-long cache', async () => {
    const response = await withWeb().request('/assets/app-abc123.js');
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends an asset's brotli or gzip copy, made when built, to a browser that takes it, and the file to one that does not", async () => {
    const script = `export const words = ${JSON.stringify('founder '.repeat(400))};`;
    const file = join(webDir, 'assets', 'words-abc123.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    const fetchWith = (encodings?: string) =>
      withWeb().request('/assets/words-abc123.js', { headers: encodings ? { 'accept-encoding': encodings } : {} });
    const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

    const brotli = await fetchWith('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toBe(script);
    const gzip = await fetchWith('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(script);
    const plain = await fetchWith();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps unknown API paths as API 404s, not pages', async () => {
    expect((await withWeb().request('/api/unknown')).status).toBe(404);
  });
});
