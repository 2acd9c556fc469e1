import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAiServer, type AiServer } from '../test-support/ai-server';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useOwnStack } from './support/use-stack';

const KEY = 'sk-proj-E2ESECRET0123456789abcdefghijklmnopqrstuv';
const REFUSED_KEY = 'sk-refused-E2ESECRET0123456789abcdefghijkl';

let ai: AiServer;
beforeAll(async () => {
  ai = await startAiServer();
});
afterAll(() => ai?.close());

// The local AI server is on 127.0.0.1: reachable with the tests' loopback switch. The server logs at debug, so that
// the check below reads every line it writes.
const stack = useOwnStack(async () => ({ env: { OUTBOUND_ALLOW_LOOPBACK: 'true', LOG_LEVEL: 'debug' } }));

/** Every API answer the browser received, to be searched for the key. */
const answers: string[] = [];

it('works without a key: the generator names, and the AI button is the way to the profile', async () => {
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'nokey@example.com', name: 'Nora Nokey' });
  await page.goto('/tool/brand-name-suggester');
  await page.getByLabel('Keywords').fill('bread, dawn');
  await page.getByRole('button', { name: 'Generate Names' }).click();
  await page.getByRole('region', { name: 'Generated Names' }).getByRole('article').first().waitFor();
  const toProfile = page.getByRole('link', { name: 'Add your AI API key in Profile to get AI suggestions.' });
  await toProfile.click();
  await page.waitForURL('**/profile');
  await page.getByLabel('Base URL', { exact: true }).waitFor();
});

it('tests the saved AI provider: a refused key is said plainly, a good one connects; the key is never shown again', async () => {
  const page = await stack().newPage();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      void response.text().then(
        (text) => answers.push(text),
        () => undefined,
      );
  });
  await signUpAndConfirm(stack(), page, { email: 'ai@example.com', name: 'Ada Assist' });
  await page.goto('/profile');
  await page.getByLabel('Base URL', { exact: true }).fill(ai.baseUrl);
  await page.getByLabel('Model', { exact: true }).fill('tiny-model');
  await page.getByLabel('OpenAI API Key').fill(REFUSED_KEY);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByText('The AI provider refused your API key. Check that it is correct and still active.').waitFor();

  await page.getByLabel('OpenAI API Key').fill(KEY);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully!').last().waitFor();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByText('Connected: the AI provider answered with your key and model.').waitFor();
  expect(ai.requests.at(-1)).toMatchObject({ authorization: `Bearer ${KEY}`, body: { model: 'tiny-model' } });

  await page.reload();
  await expect
    .poll(() => page.getByLabel('OpenAI API Key').getAttribute('placeholder'))
    .toBe(`Saved key ending in ${KEY.slice(-4)}`);
  expect(await page.content()).not.toContain('E2ESECRET');
});

it('streams the AI’s names into the page as they come, then shows them as cards marked AI draft', async () => {
  const page = await stack().newPage();
  await signIn(stack(), page, 'ai@example.com');
  await page.goto('/tool/brand-name-suggester');
  await page.getByLabel('Keywords').fill('bread, dawn');
  ai.answer = 'Crème Loaf\nDawnrise\nCrumbwell';
  const release = ai.hold();
  await page.getByRole('button', { name: 'Suggest names with AI' }).click();
  // The first piece (10 characters) is on the page while the provider holds back the rest.
  await page.getByText('Crème Loaf', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Drafting…' }).isDisabled()).toBe(true);
  expect(await page.getByRole('region', { name: 'AI Suggestions' }).count()).toBe(0);
  release();
  const suggestions = page.getByRole('region', { name: 'AI Suggestions' });
  await suggestions.getByRole('article', { name: 'Crumbwell' }).waitFor();
  expect(await suggestions.getByRole('article').count()).toBe(3);
  await suggestions.getByRole('article', { name: 'Crème Loaf' }).getByText('cremeloaf.com').waitFor();
  expect(await suggestions.getByText('AI draft').count()).toBe(3);
  const sent = ai.requests.at(-1)!;
  expect(sent.body).toMatchObject({ model: 'tiny-model', stream: true });
  expect(JSON.stringify(sent.body.messages)).toContain('Keywords: bread, dawn');
});

it('FAQs of VC: finds a question, opens a shared #link to an answer, and asks the AI, whose answer links the entries it cites', async () => {
  // Without the CSP: axe is injected as a script.
  const page = await stack().newPage({ bypassCSP: true });
  await signIn(stack(), page, 'ai@example.com');
  await page.goto('/tool/faqs-of-vc#what-is-a-no-shop-clause');
  // The address's answer is open, its question focused, once the page is live.
  const noShop = page.locator('details#what-is-a-no-shop-clause');
  await expect.poll(() => noShop.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
  await noShop.getByRole('link', { name: 'Link to this answer' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('pro rata');
  await page.getByText('What are pro-rata rights?').first().waitFor();
  await page.getByRole('button', { name: 'India' }).click();
  await page.getByText('No question matches “pro rata”. Try other words, or ask the AI below.').waitFor();

  ai.answer = 'Investors with pro-rata rights may buy into later rounds [what-are-pro-rata-rights].';
  await page.getByLabel('Your question').fill('Can my seed investors join my Series A?');
  await page.getByRole('button', { name: 'Ask the AI' }).click();
  const answer = page.getByRole('region', { name: 'The AI’s answer' });
  await answer.getByRole('link', { name: '[What are pro-rata rights?]' }).click();
  await page.waitForURL('**/tool/faqs-of-vc#what-are-pro-rata-rights');
  const sent = JSON.stringify(ai.requests.at(-1)!.body.messages);
  expect(sent).toContain('Question: Can my seed investors join my Series A?');
  expect(sent).toContain('[what-are-pro-rata-rights] What are pro-rata rights?');
});

it('never put the key in an API answer or a server log line', async () => {
  expect(answers.length).toBeGreaterThan(5);
  for (const answer of answers) expect(answer).not.toContain('E2ESECRET');
  const log = stack().serverLog();
  expect(log).toContain('AI connection tested');
  expect(log).not.toContain('E2ESECRET');
});
