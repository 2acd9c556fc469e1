import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (RFC 8030), so that no test reaches the internet: a local HTTP
 * server that takes pushes as FCM or Mozilla's autopush would, and a browser's subscription keys, with which
 * the test reads what was pushed — decrypted here by RFC 8291's steps, written from the RFC and not by the
 * library the server encrypts with.
 */

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret, base64url as toJSON() gives. */
export type BrowserPushKeys = { p256dh: string; auth: string; privateKey: Buffer };

export function createBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    privateKey: ecdh.getPrivateKey(),
  };
}

/** One push as the push service received it. */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** Reads a push's aes128gcm body (RFC 8188 header, RFC 8291 keys) with the browser's keys: the message as text. */
export function decryptPush(body: Buffer, keys: BrowserPushKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const browserPublicKey = Buffer.from(keys.p256dh, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublicKey, serverPublicKey]);
  const ikm = Buffer.from(
    hkdfSync('sha256', ecdh.computeSecret(serverPublicKey), Buffer.from(keys.auth, 'base64url'), keyInfo, 32),
  );
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a push's VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`): the JWT is signed
 * (ES256) by the key it names, for this push service's origin, not expired. Answers the key and the claims.
 */
export function readVapidAuthorization(header: string | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = header?.match(/^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/);
  if (!match) throw new Error(`Not a VAPID Authorization header: ${header}`);
  const [, head = '', payload = '', signature = '', publicKey = ''] = match;
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID JWT is not signed by the key it names');
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string },
  };
}

/** The local push service: every push it takes, and the status it answers with (201 Created, or as set). */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const waiting: (() => void)[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A subscription's endpoint on this service. */
    endpoint: (name: string) => `${origin}/push/${name}`,
    /** From now on, answer every push with this status (410 Gone: the subscription has expired). */
    answerWith: (next: number) => void (status = next),
    /** Waits until a push has reached `path` `count` times (at most `timeoutMs`). */
    async waitForPushes(endpoint: string, count = 1, timeoutMs = 15_000): Promise<ReceivedPush[]> {
      const path = new URL(endpoint).pathname;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter((push) => push.path === path);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(`${matching.length} of ${count} pushes reached ${path} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, deadline - Date.now()).unref();
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
