import { INVESTOR_ENTRIES } from '../core/tools/investor-directory/investor-entries';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

// The shipped data is the journey's input (ADR 0096): what a filter must find is read from it, not from the engine.
const preSeedInIndia = INVESTOR_ENTRIES.filter(
  ({ fields }) => fields.stages.includes('pre-seed') && fields.geographies.includes('india'),
);

it('searches the Investor Directory by words and filters, pages through it, and keeps the search in the address', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'investors@example.com', name: 'Ira Investor' });
  await page.goto('/tool/investor-directory');
  await page.getByRole('heading', { level: 1, name: 'Investor Directory' }).waitFor();
  await page.getByText(`${INVESTOR_ENTRIES.length} entries`).waitFor();
  // 60 entries, 20 a page.
  await page.getByText('Page 1 of 3').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search investors' }).fill('combinator');
  const yc = page.getByRole('article', { name: 'Y Combinator' });
  // Its standard deal, as ycombinator.com/deal published it (the entry's source).
  await yc.getByText('Cheque: $500,000 (published, as of Jan 12, 2022)').waitFor();
  await page.getByText('1 entry', { exact: true }).waitFor();

  await page.getByRole('searchbox', { name: 'Search investors' }).fill('');
  await page.getByRole('group', { name: 'Stage' }).getByRole('button', { name: 'Pre-seed' }).click();
  await page.getByRole('group', { name: 'Where' }).getByRole('button', { name: 'India' }).click();
  const count = `${preSeedInIndia.length} ${preSeedInIndia.length === 1 ? 'entry' : 'entries'}`;
  await page.getByText(count, { exact: true }).waitFor();
  await page.getByRole('article', { name: preSeedInIndia[0]!.name }).waitFor();

  await page.reload();
  await page.getByText(count, { exact: true }).waitFor();
  expect(
    await page
      .getByRole('group', { name: 'Where' })
      .getByRole('button', { name: 'India' })
      .getAttribute('aria-pressed'),
  ).toBe('true');
  expect(new URL(page.url()).searchParams.getAll('facet')).toEqual(['stage:pre-seed', 'geography:india']);
});
