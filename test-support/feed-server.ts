import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local feed server for the Founder News Bot's tests (no test reaches the internet): it serves the documents a test
 * sets at paths of its choosing, each with an ETag and a Last-Modified, and answers a conditional request (If-None-Match
 * or If-Modified-Since, RFC 9110 §13.1) for an unchanged document with 304 — counting requests and 304s per path.
 */
export type FeedServer = {
  /** The address of `path` on this server. */
  url: (path: string) => string;
  /** From now on, `path` serves `body` (a new version: a new ETag and Last-Modified). */
  serve: (path: string, body: string, contentType?: string) => void;
  /** What `path` was asked: requests, and how many of them were answered 304. */
  stats: (path: string) => { requests: number; notModified: number };
  close: () => Promise<void>;
};

type Served = { body: string; contentType: string; etag: string; lastModified: string };

export async function startFeedServer(): Promise<FeedServer> {
  const served = new Map<string, Served>();
  const counts = new Map<string, { requests: number; notModified: number }>();
  let version = 0;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const count = counts.get(path) ?? { requests: 0, notModified: 0 };
    counts.set(path, count);
    count.requests += 1;
    const document = served.get(path);
    if (!document) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    const unchanged =
      request.headers['if-none-match'] === document.etag ||
      (request.headers['if-none-match'] === undefined &&
        request.headers['if-modified-since'] === document.lastModified);
    if (unchanged) {
      count.notModified += 1;
      return void response.writeHead(304, { etag: document.etag, 'last-modified': document.lastModified }).end();
    }
    response
      .writeHead(200, {
        'content-type': document.contentType,
        etag: document.etag,
        'last-modified': document.lastModified,
      })
      .end(document.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, body, contentType = 'application/rss+xml; charset=utf-8') => {
      version += 1;
      // Each version a second apart, as HTTP dates count whole seconds.
      const lastModified = new Date(Date.UTC(2026, 10, 30, 9, 0, version)).toUTCString();
      served.set(path, { body, contentType, etag: `"v${version}"`, lastModified });
    },
    stats: (path) => ({ ...(counts.get(path) ?? { requests: 0, notModified: 0 }) }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
