import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for IANA's bootstrap file and a registry's RDAP server, so that no test reaches the internet: a
 * local HTTP server whose bootstrap file lists .com and .net at its own /rdap/ (and .org at its real servers, never
 * asked), and whose registry answers as
 * real ones do (RFC 9083) for a few names:
 * - taken.com: registered with Example Registrar, Inc. until 2027-03-14T04:00:00Z;
 * - slow.com: no answer until the server closes; busy.com: 429; broken.com: 500;
 * - moved.com: a redirect to a private address (10.0.0.1);
 * - any other name: 404, as a registry answers for a name it does not hold;
 * and as a test sets it (`answer`): a name registered until a date, or free again.
 */
export type RdapServer = {
  bootstrapUrl: string;
  /** How many times the bootstrap file was asked for. */
  bootstrapRequests: () => number;
  /** The paths the registry was asked for, in order. */
  lookups: string[];
  /** From now on, answers for `name` as registered (until `expiresAt`, an ISO date-time) or, with 'available', as free. */
  answer: (name: string, answer: 'available' | { expiresAt: string }) => void;
  /** From now on, the bootstrap file answers 500 (or, with false, is served again). */
  failBootstrap: (failing: boolean) => void;
  close: () => Promise<void>;
};

const TAKEN = {
  objectClassName: 'domain',
  ldhName: 'TAKEN.COM',
  status: ['client transfer prohibited'],
  events: [
    { eventAction: 'registration', eventDate: '1997-03-15T05:00:00Z' },
    { eventAction: 'expiration', eventDate: '2027-03-14T04:00:00Z' },
    { eventAction: 'last update of RDAP database', eventDate: '2026-11-27T03:00:00Z' },
  ],
  entities: [
    {
      objectClassName: 'entity',
      roles: ['technical'],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', 'Hostmaster'],
        ],
      ],
    },
    {
      objectClassName: 'entity',
      handle: '292',
      roles: ['registrar'],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', 'Example Registrar, Inc.'],
        ],
      ],
    },
  ],
};

export async function startRdapServer(): Promise<RdapServer> {
  let bootstrapRequests = 0;
  let bootstrapFails = false;
  const lookups: string[] = [];
  const answers = new Map<string, 'available' | { expiresAt: string }>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/rdap+json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/bootstrap/dns.json') {
      bootstrapRequests += 1;
      if (bootstrapFails) return json(500, {});
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rdap/`;
      return json(200, {
        version: '1.0',
        publication: '2026-11-20T20:00:01Z',
        services: [
          [['com', 'net'], [base]],
          [['org'], ['http://rdap.publicinterestregistry.org/rdap', 'https://rdap.publicinterestregistry.org/rdap']],
        ],
      });
    }
    lookups.push(path);
    const set = answers.get(path.slice('/rdap/domain/'.length));
    if (set === 'available') return json(404, { errorCode: 404, title: 'Not Found' });
    if (set)
      return json(200, {
        ...TAKEN,
        events: [TAKEN.events[0], { eventAction: 'expiration', eventDate: set.expiresAt }],
      });
    if (path === '/rdap/domain/taken.com') return json(200, TAKEN);
    if (path === '/rdap/domain/slow.com') return; // answered by nobody: the server closes it.
    if (path === '/rdap/domain/busy.com') return json(429, { errorCode: 429, title: 'Too many requests' });
    if (path === '/rdap/domain/broken.com') return json(500, { errorCode: 500 });
    if (path === '/rdap/domain/moved.com') {
      response.writeHead(302, { location: 'http://10.0.0.1/rdap/domain/moved.com' });
      return response.end();
    }
    json(404, { errorCode: 404, title: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    bootstrapUrl: `http://127.0.0.1:${port}/bootstrap/dns.json`,
    bootstrapRequests: () => bootstrapRequests,
    lookups,
    answer: (name, answer) => void answers.set(name, answer),
    failBootstrap: (failing) => void (bootstrapFails = failing),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
