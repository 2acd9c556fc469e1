import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A competitor's site for the Competitor Tracker's tests, so that no test reaches the internet: a local HTTP server
 * with a robots.txt (`robots`: its text, or a status it answers with) that disallows /private for every crawler, and:
 * - /pricing: an HTML pricing page whose Starter price a test sets (`setPrice`), behind a navigation and a footer;
 * - /changelog.txt: plain text; /logo.png: an image; /gone: 404;
 * - /to-private: a redirect to a private address (10.0.0.7); /to-pricing: a redirect to /pricing;
 * - /huge: 2 MB of HTML (past safe fetch's 1 MB); /slow: no answer until the server closes;
 * - /private/plans: a page robots.txt disallows.
 */
export type CompetitorSite = {
  origin: string;
  /** The paths asked for, in order (robots.txt included). */
  requests: string[];
  /** The user agents that asked. */
  userAgents: Set<string>;
  setPrice: (price: string) => void;
  close: () => Promise<void>;
};

const pricingPage = (price: string) => `<!doctype html><html lang="en"><head><title>Acme pricing</title>
<script>window.analytics = ${JSON.stringify(Date.now())};</script><style>body{font-family:sans-serif}</style></head>
<body><nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav>
<main><h1>Acme pricing</h1><p>Simple plans for small teams.</p>
<ul><li>Starter: ${price} a month</li><li>Pro: $49 a month</li><li>Enterprise: talk to us</li></ul></main>
<footer>© ${new Date().getFullYear()} Acme, Inc.</footer></body></html>`;

const html = (response: ServerResponse, body: string) =>
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);

export async function startCompetitorSite({
  robots = 'User-agent: *\nDisallow: /private\n',
}: { robots?: string | number } = {}): Promise<CompetitorSite> {
  const requests: string[] = [];
  const userAgents = new Set<string>();
  let price = '$19';
  const server = createServer((request, response) => {
    requests.push(request.url!);
    userAgents.add(request.headers['user-agent'] ?? '');
    switch (request.url) {
      case '/robots.txt':
        if (typeof robots === 'number') return response.writeHead(robots).end();
        return response.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
      case '/pricing':
        return html(response, pricingPage(price));
      case '/private/plans':
        return html(response, '<p>Internal plans</p>');
      case '/changelog.txt':
        return response.writeHead(200, { 'content-type': 'text/plain' }).end('Changelog\n\nv2.1: faster sync\n');
      case '/logo.png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
      case '/to-private':
        return response.writeHead(302, { location: 'http://10.0.0.7/pricing' }).end();
      case '/to-pricing':
        return response.writeHead(301, { location: '/pricing' }).end();
      case '/huge':
        return html(response, `<p>${'x'.repeat(2_000_000)}</p>`);
      case '/slow':
        return; // never answers
      default:
        return response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    userAgents,
    setPrice: (next) => void (price = next),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
