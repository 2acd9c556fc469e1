import { randomInt } from 'node:crypto';

type ConnectionEnv = { incoming: { socket: { remoteAddress: string; remoteFamily: string } } };
type Fetchable = { request: (input: string, init: RequestInit, env: ConnectionEnv) => Response | Promise<Response> };
type RequestOptions = { method?: string; json?: unknown; body?: string; headers?: Record<string, string> };

/**
 * Calls the app in-process like a browser would: same-origin Origin header, cookies kept between calls, and
 * its own client address (as node-server's socket would give), so rate limits count per client.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly address = `127.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(
    private readonly app: Fetchable,
    private readonly origin: string,
  ) {}

  async request(path: string, { method, json, body, headers = {} }: RequestOptions = {}): Promise<Response> {
    const verb = method ?? (json === undefined && body === undefined ? 'GET' : 'POST');
    const allHeaders: Record<string, string> = { origin: this.origin, ...headers };
    if (json !== undefined) allHeaders['content-type'] = 'application/json';
    if (this.cookies.size > 0)
      allHeaders.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const init: RequestInit = { method: verb, headers: allHeaders };
    if (json !== undefined || body !== undefined) init.body = body ?? JSON.stringify(json);
    const connection = { incoming: { socket: { remoteAddress: this.address, remoteFamily: 'IPv4' } } };
    const response = await this.app.request(new URL(path, this.origin).toString(), init, connection);
    this.keepCookies(response);
    return response;
  }

  post(path: string, json: unknown, headers?: Record<string, string>) {
    return this.request(path, { json, ...(headers ? { headers } : {}) });
  }

  private keepCookies(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
