import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();
const TEAM = 'Acme Robotics';
const CLARITY = 'I understand what is expected of me in my role';
const VOICE = 'My ideas are heard in this team';
const ENPS = `How likely are you to recommend ${TEAM} as a place to work?`;

/** One teammate's answer, in their own browser with no account: the eNPS score and an agreement per question. */
async function answer(page: Page, link: string, enps: string, clarity: string, voice: string) {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: `${TEAM} team pulse` }).waitFor();
  await page.getByRole('group', { name: ENPS }).getByRole('radio', { name: enps, exact: true }).check();
  await page.getByRole('group', { name: CLARITY }).getByRole('radio', { name: clarity, exact: true }).check();
  await page.getByRole('group', { name: VOICE }).getByRole('radio', { name: voice, exact: true }).check();
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await page.getByText('Thank you. Your answers were sent anonymously.').waitFor();
}

it('a founder shares an anonymous pulse survey; three teammates without accounts answer once each; the results show from the third', async () => {
  // The founder writes the survey from the suggested questions: five removed, one reworded.
  const founder = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), founder, { email: 'founder@pulse.example.com', name: 'Fay Founder' });
  await founder.goto('/tool/team-culture-pulse');
  await founder.getByText('No pulse survey yet').waitFor();
  await founder.getByRole('button', { name: 'Create a pulse survey' }).click();
  await founder.getByLabel('Company or team name').fill(TEAM);
  for (let removed = 0; removed < 5; removed += 1)
    await founder.getByRole('button', { name: 'Remove question 3' }).click();
  await founder.getByLabel('Question 2', { exact: true }).fill(VOICE);
  await founder.getByText(ENPS).waitFor();
  await founder.getByRole('button', { name: 'Create survey and link' }).click();
  const linkField = founder.getByLabel('Anonymous survey link');
  await linkField.waitFor();
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/pulse\/[A-Za-z0-9_-]{43}$/);
  const results = founder.getByRole('region', { name: 'Results' });
  await results.getByText('Not enough answers yet to keep them anonymous').waitFor();
  expect(await seriousA11yViolations(founder)).toEqual([]);

  // A teammate whose browser asks for German reads the page in German (and does not answer).
  const german = await stack().newPage({ locale: 'de-DE' });
  await german.goto(link);
  await german.getByRole('heading', { level: 1, name: `Team-Puls von ${TEAM}` }).waitFor();
  await german
    .getByRole('group', { name: `Wie wahrscheinlich ist es, dass Sie ${TEAM} als Arbeitsplatz weiterempfehlen?` })
    .waitFor();
  await german.getByRole('button', { name: 'Meine Antworten senden' }).waitFor();

  // Three teammates, each in a browser of their own, no account; the first on a phone.
  const [ana, ben, cy] = [
    await stack().newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true }),
    await stack().newPage(),
    await stack().newPage(),
  ];
  await answer(ana!, link, '10', 'Strongly agree', 'Agree');
  expect(await ana!.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await answer(ben!, link, '9', 'Agree', 'Neither agree nor disagree');

  // Two answers: the founder sees their count, and no figures.
  await founder.reload();
  await founder.getByText(/^Round 1 open since .+ · 2 answers$/).waitFor();
  await results.getByText('Not enough answers yet to keep them anonymous').waitFor();
  expect(await results.getByText(/^eNPS /).count()).toBe(0);

  // Ana's browser answered this round: the page says so, and the API refuses a second answer in the same words.
  await ana!.reload();
  await ana!.getByText('You have already answered this round').waitFor();
  expect(await ana!.getByRole('button', { name: 'Send my answers' }).count()).toBe(0);
  const again = await ana!.request.post(`${link.replace('/pulse/', '/api/pulse/')}/answers`, {
    headers: { origin: new URL(link).origin },
    data: { enps: 0, agreements: { 'role-clarity': 1, voice: 1 } },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe('You have already answered this round');
  expect(await seriousA11yViolations(ana!)).toEqual([]);

  await answer(cy!, link, '4', 'Disagree', 'Strongly disagree');

  // Three answers. eNPS (Bain & Company: % promoters 9–10 − % detractors 0–6): 10 and 9 promote, 4 detracts →
  // 2/3 − 1/3 = 33.3…, shown as +33. Averages: clarity (5 + 4 + 2) / 3 = 3.67 → 3.7; voice (4 + 3 + 1) / 3 = 2.67 → 2.7.
  for (const load of ['after the third answer', 'after a reload']) {
    await founder.reload();
    await results.getByText('eNPS +33 (2 promoters, 0 passives, 1 detractor)').waitFor();
    expect(await results.getByText(CLARITY).locator('xpath=..').textContent(), load).toBe(`Q1${CLARITY}3.7`);
    expect(await results.getByText(VOICE).locator('xpath=..').textContent(), load).toBe(`Q2${VOICE}2.7`);
    await results.getByRole('img', { name: /^eNPS by round/ }).waitFor();
  }
  await founder.getByText(/^Round 1 open since .+ · 3 answers$/).waitFor();
  expect(await seriousA11yViolations(founder)).toEqual([]);
});
