import { describe, expect, it } from 'vitest';
import { renderLandingPage } from './entry-server';

// Run without a DOM (the web-node project), as the server runs it.
describe("the server's page renderer", () => {
  it('draws a page whole', async () => {
    expect(await renderLandingPage({ language: 'en', signal: new AbortController().signal })).toContain(
      'Get Started Free',
    );
  });

  it('gives no page when its render is aborted, not one whose unfinished parts the browser would report (React error 419)', async () => {
    await expect(renderLandingPage({ language: 'en', signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
