import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one way the server reaches outside (DESIGN 'Outbound requests'): http(s) only; the target's addresses,
 * after DNS and on every redirect, must be public unicast (no private, loopback, link-local, multicast or
 * reserved ranges — so a user-given address cannot reach this machine or its network); the socket connects
 * to the address that was checked (no second lookup to rebind); a deadline; a cap on the answer's size; a
 * User-Agent naming the app. Tests' local servers are reached with OUTBOUND_ALLOW_LOOPBACK=true only.
 */

export type SafeFetchOptions = {
  /** Loopback addresses become allowed targets (tests' local servers); private ranges stay refused. */
  allowLoopback: boolean;
  userAgent: string;
  /** Hosts an operator trusts (`name` or `name:port`, lower-case): reached whatever their addresses (AI_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  timeoutMs?: number;
  maxResponseBytes?: number;
};

export type OutboundRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  maxRedirects?: number;
  /** A shorter deadline than the fetch's own, for a caller that must answer a person quickly (for a stream: its whole length). */
  timeoutMs?: number;
  /** Cancels the request (the caller no longer wants the answer). */
  signal?: AbortSignal;
};
export type OutboundResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; url: string };
/** An answer read as it arrives: its body ends, or fails with an OutboundError (deadline, size, cancelled). */
export type OutboundStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: ReadableStream<Uint8Array>;
  url: string;
};

/** A request the rule refuses (a target it may not reach), or one that failed on the way (deadline, size). */
export class OutboundError extends Error {
  constructor(
    readonly reason: 'refused' | 'timeout' | 'too-large' | 'network' | 'cancelled',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

/** An IPv4 address from two 16-bit groups of an IPv6 one. */
const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

/**
 * The IPv4 address an IPv6 one carries where its form routes to it: IPv4-compatible (`::a.b.c.d`, RFC 4291 §2.5.5.1,
 * deprecated but still parsed), NAT64's well-known prefix (`64:ff9b::/96`, RFC 6052 §2.1) and 6to4 (`2002:AABB:CCDD::/48`,
 * RFC 3056 §2). IPv4-mapped (`::ffff:a.b.c.d`) is converted by `ipaddr.process` already.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = address.parts;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0) return ipv4Of(g, h);
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return ipv4Of(g, h);
  if (a === 0x2002) return ipv4Of(b, c);
  return null;
}

/**
 * Whether the server may connect to this address. An IPv6 address that carries an IPv4 one (mapped, compatible,
 * NAT64, 6to4) is judged as the IPv4 it leads to: `::7f00:1` is 127.0.0.1, not a public IPv6 address.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'loopback') return allowLoopback;
  const carried = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : null;
  return (carried?.range() ?? range) === 'unicast';
}

/** Whether an operator listed this URL's host, by name or by name and port (the scheme's default port when the URL has none). */
const isListed = (url: URL, allowedHosts: ReadonlySet<string>) => {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowedHosts.has(url.hostname.toLowerCase()) || allowedHosts.has(`${url.hostname.toLowerCase()}:${port}`);
};

/** Refuses a URL the rule does not allow before any connection: its scheme, or its host when it is an address (but a listed host). */
export function checkOutboundUrl(
  url: string,
  allowLoopback: boolean,
  allowedHosts: ReadonlySet<string> = new Set(),
): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundError('refused', 'Not a valid address');
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    throw new OutboundError('refused', `Only http and https addresses may be reached, not ${parsed.protocol}`);
  if (parsed.username || parsed.password)
    throw new OutboundError('refused', 'Addresses with credentials are not reached');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isListed(parsed, allowedHosts)) return parsed;
  if (isIP(host) && !isAllowedAddress(host, allowLoopback))
    throw new OutboundError('refused', `${host} is not a public address`);
  return parsed;
}

/** DNS for a connection, answering only addresses the rule allows (all of them must be, or none is used). */
const checkedLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { all: true, verbatim: true, family: options.family ?? 0 },
      (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        const refused = addresses.find((entry) => !isAllowedAddress(entry.address, allowLoopback));
        if (refused || addresses.length === 0) {
          return callback(
            Object.assign(
              new OutboundError(
                'refused',
                `${hostname} resolves to ${refused?.address ?? 'no address'}, which is not public`,
              ),
              { code: 'EREFUSED' },
            ),
            '',
            0,
          );
        }
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
    );
  };

/** Makes the server's fetch under the rule; one per process (its options come from the environment). */
export function createSafeFetch({
  allowLoopback,
  userAgent,
  allowedHosts = [],
  timeoutMs = 10_000,
  maxResponseBytes = 1024 * 1024,
}: SafeFetchOptions) {
  const lookup = checkedLookup(allowLoopback);
  const listed = new Set(allowedHosts);

  /**
   * Sends one request under the rule and hands its answer to `onResponse` as it starts; the deadline and the size
   * cap hold until the answer ends. Any failure, before or during the answer, reaches `onError` as an OutboundError.
   */
  const send = (
    url: URL,
    { method = 'GET', headers = {}, body, timeoutMs: deadlineMs = timeoutMs, signal }: OutboundRequest,
    onResponse: (response: http.IncomingMessage, accept: (chunk: Buffer) => boolean) => void,
    onError: (error: OutboundError) => void,
  ) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      { method, headers: { 'user-agent': userAgent, ...headers }, ...(isListed(url, listed) ? {} : { lookup }) },
      (response) => {
        let size = 0;
        onResponse(response, (chunk) => {
          size += chunk.length;
          if (size <= maxResponseBytes) return true;
          request.destroy(
            new OutboundError('too-large', `The answer from ${url.host} is larger than ${maxResponseBytes} bytes`),
          );
          return false;
        });
        response.on('error', (error) => onError(asOutboundError(error)));
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new OutboundError('timeout', `${url.host} did not answer within ${deadlineMs} ms`)),
      deadlineMs,
    );
    const cancel = () => request.destroy(new OutboundError('cancelled', `The request to ${url.host} was cancelled`));
    if (signal?.aborted) cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    request.on('close', () => {
      clearTimeout(deadline);
      signal?.removeEventListener('abort', cancel);
    });
    request.on('error', (error) => onError(asOutboundError(error)));
    request.end(body);
    return request;
  };

  const once = (url: URL, init: OutboundRequest) =>
    new Promise<OutboundResponse>((resolve, reject) =>
      send(
        url,
        init,
        (response, accept) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => accept(chunk) && chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
              url: url.toString(),
            }),
          );
        },
        reject,
      ),
    );

  /** Sends the request; redirects are followed (up to `maxRedirects`, 0 by default), each one checked again. */
  async function safeFetch(url: string, init: OutboundRequest = {}): Promise<OutboundResponse> {
    let target = checkOutboundUrl(url, allowLoopback, listed);
    for (let redirects = 0; ; redirects += 1) {
      const response = await once(target, init);
      const location = response.headers.location;
      if (response.status < 300 || response.status >= 400 || !location || redirects >= (init.maxRedirects ?? 0))
        return response;
      target = checkOutboundUrl(new URL(location, target).toString(), allowLoopback, listed);
      // A redirect is followed with GET and no body, as browsers do for 301–303.
      if (response.status !== 307 && response.status !== 308) init = { ...init, method: 'GET', body: undefined };
    }
  }

  /**
   * Sends the request and answers as soon as the answer starts, its body read as it arrives (an AI's streamed
   * answer). No redirects are followed: the answer is what the first address said.
   */
  async function stream(url: string, init: OutboundRequest = {}): Promise<OutboundStream> {
    const target = checkOutboundUrl(url, allowLoopback, listed);
    return new Promise<OutboundStream>((resolve, reject) => {
      let answer: ReadableStreamDefaultController<Uint8Array> | undefined;
      let ended = false;
      const request = send(
        target,
        init,
        (response, accept) => {
          const body = new ReadableStream<Uint8Array>({
            start: (controller) => void (answer = controller),
            cancel: () => void request.destroy(),
          });
          response.on('data', (chunk: Buffer) => accept(chunk) && !ended && answer!.enqueue(new Uint8Array(chunk)));
          response.on('end', () => {
            if (!ended) answer!.close();
            ended = true;
          });
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, url: target.toString() });
        },
        (error) => {
          if (!answer) return reject(error);
          if (!ended) answer.error(error);
          ended = true;
        },
      );
    });
  }

  return Object.assign(safeFetch, { stream });
}

/** A failure on the way as the rule tells it: its own errors as they are, any other as a network failure. */
const asOutboundError = (error: Error) =>
  error instanceof OutboundError ? error : new OutboundError('network', error.message, { cause: error });

/** The buffered fetch, as most callers need it (RDAP, Web Push). */
export type SafeFetch = (url: string, init?: OutboundRequest) => Promise<OutboundResponse>;
/** The fetch with its streamed answer too (AI answers). */
export type StreamingSafeFetch = ReturnType<typeof createSafeFetch>;
