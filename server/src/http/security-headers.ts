import { secureHeaders } from 'hono/secure-headers';
import { HOLD_EARLY_INPUT_SOURCE } from './hold-early-input';

/** CSP and the other security headers, on every answer (pages and API alike). */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // One inline script, by its hash: the drawn page's holding of early input (ADR 0090); no other inline script.
      scriptSrc: ["'self'", HOLD_EARLY_INPUT_SOURCE],
      // Radix and sonner set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Images in ideas come from any web address the user gives (http ones too: an image is not a script).
      imgSrc: ["'self'", 'data:', 'https:', 'http:'],
      // The YouTube widget embeds videos from YouTube's privacy-enhanced host, and nothing else.
      frameSrc: ['https://www.youtube-nocookie.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The web app's manifest (ADR 0116) is the site's own; its icons are images of the site's.
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
