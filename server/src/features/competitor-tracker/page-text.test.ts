import { describe, expect, it } from 'vitest';
import { htmlText, plainText } from './page-text';

describe('htmlText', () => {
  it('reads a pricing page as a person does: blocks as lines, no scripts, styles, navigation or footer', () => {
    const html = `<!doctype html><html><head><title>Acme pricing</title><style>p{color:red}</style>
      <script>window.track('view')</script></head>
      <body><nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav>
      <main><h1>Plans &amp; pricing</h1>
        <p>Simple   pricing,
           no surprises.</p>
        <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Starter</td><td>$9&nbsp;a month</td></tr></table>
        <ul><li>Unlimited projects</li><li>Email support</li></ul>
        <div hidden>Secret plan</div><span aria-hidden="true">★</span>
        <noscript>Turn on JavaScript</noscript><template><p>Later</p></template>
      </main><footer>© 2026 Acme</footer></body></html>`;
    expect(htmlText(html).split('\n')).toEqual([
      'Plans & pricing',
      'Simple pricing, no surprises.',
      'Plan Price',
      'Starter $9 a month',
      'Unlimited projects',
      'Email support',
    ]);
  });

  it('reads broken markup as a browser would (an unclosed paragraph ends at the next block)', () => {
    expect(htmlText('<p>One<p>Two<div>Three</div>').split('\n')).toEqual(['One', 'Two', 'Three']);
  });

  it('gives nothing for a page with no text', () => {
    expect(htmlText('<html><head><script>1</script></head><body></body></html>')).toBe('');
  });
});

describe('plainText', () => {
  it('trims lines, collapses spaces and drops blank lines', () => {
    expect(plainText('  Changelog\r\n\r\n  v2.1   — faster sync \n')).toBe('Changelog\nv2.1 — faster sync');
  });
});
