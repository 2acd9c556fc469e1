import { expect } from 'vitest';
import { HOLD_EARLY_INPUT_SOURCE } from '../http/hold-early-input';

/** A Content-Security-Policy header as directive → its sources. */
export function parseCsp(header: string | null): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

/**
 * The headers every answer must carry (DESIGN 'Security requirements'): a CSP that runs only the site's own
 * scripts (no eval'd script, and no inline one but the drawn page's holding of early input, by its hash: ADR 0090; no
 * plugins, no <base> or form hijack, no framing), and the usual rest.
 */
export function expectSecurityHeaders(headers: Headers, where: string) {
  const csp = parseCsp(headers.get('content-security-policy'));
  expect(csp, `CSP of ${where}`).toMatchObject({
    'default-src': ["'self'"],
    'script-src': ["'self'", HOLD_EARLY_INPUT_SOURCE],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  expect(csp['frame-src'], `frame-src of ${where}`).toEqual(['https://www.youtube-nocookie.com']);
  expect(
    {
      'x-content-type-options': headers.get('x-content-type-options'),
      'x-frame-options': headers.get('x-frame-options'),
      'referrer-policy': headers.get('referrer-policy'),
      'strict-transport-security': headers.get('strict-transport-security'),
      'cross-origin-opener-policy': headers.get('cross-origin-opener-policy'),
      'cross-origin-resource-policy': headers.get('cross-origin-resource-policy'),
      'x-powered-by': headers.get('x-powered-by'),
    },
    `security headers of ${where}`,
  ).toEqual({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=15552000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-powered-by': null,
  });
}
