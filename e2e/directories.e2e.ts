import { COMPETITION_ENTRIES } from '../core/tools/competition-hackathon-directory/competition-entries';
import { GRANT_ENTRIES } from '../core/tools/grant-incentive-finder/grant-entries';
import { INVESTOR_ENTRIES } from '../core/tools/investor-directory/investor-entries';
import { PITCH_DECK_ENTRIES } from '../core/tools/pitch-deck-directory/pitch-deck-entries';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

// The shipped data is the journey's input (ADR 0096): what a filter must find is read from it, not from the engine.
const preSeedInIndia = INVESTOR_ENTRIES.filter(
  ({ fields }) => fields.stages.includes('pre-seed') && fields.geographies.includes('india'),
);
const hackathons = COMPETITION_ENTRIES.filter(({ fields }) => fields.kind === 'hackathon');
// Open to a company in India (or anywhere) that is 1–3 years old: no age limit, or one above a year.
const forIndiaAtOneToThree = GRANT_ENTRIES.filter(
  ({ fields }) =>
    (fields.countries.includes('india') || fields.countries.includes('global')) &&
    (fields.maxCompanyAgeYears === undefined || fields.maxCompanyAgeYears > 1),
);
const seedDecks = PITCH_DECK_ENTRIES.filter(({ fields }) => fields.stage === 'seed');
const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

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
  const count = entries(preSeedInIndia.length);
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

it('lists hackathons with their usual season, the programmes a young Indian company may apply to, and seed decks', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'programmes@example.com', name: 'Pia Programme' });
  await page.goto('/tool/competition-hackathon-directory');
  await page.getByText(entries(COMPETITION_ENTRIES.length), { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Hackathon' }).click();
  await page.getByText(entries(hackathons.length), { exact: true }).waitFor();
  // Its cited editions (1–2 October 2022, 7–8 October in the 2024 participant guide) ran in October.
  await page
    .getByRole('article', { name: 'NASA International Space Apps Challenge' })
    .getByText('Usually: October')
    .waitFor();

  await page.goto('/tool/grant-incentive-finder');
  await page.getByText(entries(GRANT_ENTRIES.length), { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Your company is in' }).getByRole('button', { name: 'India' }).click();
  await page.getByRole('group', { name: 'Its age' }).getByRole('button', { name: '1–3 years' }).click();
  await page.getByText(entries(forIndiaAtOneToThree.length), { exact: true }).waitFor();
  await page.getByRole('article', { name: forIndiaAtOneToThree[0]!.name }).waitFor();

  await page.goto('/tool/pitch-deck-directory');
  await page.getByText(entries(PITCH_DECK_ENTRIES.length), { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Round' }).getByRole('button', { name: 'Seed', exact: true }).click();
  await page.getByText(entries(seedDecks.length), { exact: true }).waitFor();
  await page.getByRole('article', { name: seedDecks[0]!.name }).getByText('What to learn:').waitFor();
});
