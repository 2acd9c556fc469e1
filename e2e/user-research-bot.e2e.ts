import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { newIdea } from './support/ideas';
import { useStack } from './support/use-stack';

const stack = useStack();

/** Selects `words` in a textarea (as a drag over them would) and highlights them as a quote. */
async function highlight(card: Locator, words: string) {
  await card.getByLabel('Notes').evaluate((area: HTMLTextAreaElement, text) => {
    const start = area.value.indexOf(text);
    area.focus();
    area.setSelectionRange(start, start + text.length);
  }, words);
  await card.getByRole('button', { name: 'Highlight quote' }).click();
}

it('builds an interview guide, notes two interviews, tags quotes, sees them grouped by tag, and keeps it all after a reload', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'research@example.com', name: 'Grace Hopper' });
  await newIdea(page, 'invoice-chaser', 'Invoice chaser');

  await page.goto('/tool/user-research-bot');
  await page.getByRole('heading', { level: 1, name: 'User Research Bot' }).waitFor();
  const plans = page.getByRole('region', { name: 'Saved research plans' });
  await plans.getByText('No saved research plans yet. A plan you work on saves itself here.').waitFor();
  await page.getByLabel('Idea researched (optional)').selectOption({ label: 'Invoice chaser' });

  // The guide: the starter questions, one of them rewritten for the idea, the last removed.
  const guide = page.getByRole('region', { name: 'Interview guide' });
  await guide.getByRole('button', { name: 'Add starter questions' }).click();
  await guide
    .getByLabel('Question 1', { exact: true })
    .fill('Tell me about the last time a client paid you late. What happened?');
  await guide.getByRole('button', { name: 'Remove Question 9' }).click();
  expect(await guide.getByRole('list', { name: 'Questions' }).getByRole('listitem').count()).toBe(8);

  // Two interviews, quotes highlighted in their notes and tagged.
  const interviews = page.getByRole('region', { name: 'Interviews' });
  const notes = [
    [
      'Maya, freelance designer',
      '2026-11-02',
      'Last month I chased three clients. I spent a whole Sunday writing reminders.',
    ],
    [
      'Tom, bookkeeper',
      '2026-11-05',
      'My clients pay when they feel like it. I use a spreadsheet to track who owes what.',
    ],
  ] as const;
  for (const [index, [who, when, text]] of notes.entries()) {
    await interviews.getByRole('button', { name: 'Add interview' }).click();
    const card = interviews.getByRole('group', { name: new RegExp(`^Interview ${index + 1}`) });
    await card.getByLabel('Who').fill(who);
    await card.getByLabel('When').fill(when);
    await card.getByLabel('Notes').fill(text);
  }
  const maya = interviews.getByRole('group', { name: 'Interview 1: Maya, freelance designer' });
  await highlight(maya, 'I chased three clients');
  await highlight(maya, 'I spent a whole Sunday writing reminders');
  const tom = interviews.getByRole('group', { name: 'Interview 2: Tom, bookkeeper' });
  await highlight(tom, 'My clients pay when they feel like it');
  await maya.getByLabel('Tags for Quote 1').fill('late payment, time');
  await maya.getByLabel('Tags for Quote 1').press('Enter');
  await maya.getByLabel('Tags for Quote 2').fill('time');
  await maya.getByLabel('Tags for Quote 2').press('Enter');
  await tom.getByLabel('Tags for Quote 3').fill('Late payment');
  await tom.getByLabel('Tags for Quote 3').press('Enter');

  // The synthesis: late payment 2 quotes (Maya's and Tom's), time 2 quotes (both Maya's); ties by name.
  const synthesis = page.getByRole('region', { name: 'Synthesis' });
  const headings = async () => synthesis.getByRole('heading', { level: 3 }).allTextContents();
  await expect.poll(headings).toEqual(['late payment2 quotes from 2 interviewees', 'time2 quotes from 1 interviewee']);
  expect(await synthesis.getByRole('region', { name: 'late payment' }).getByRole('listitem').allTextContents()).toEqual(
    [
      '“I chased three clients” — Maya, freelance designer',
      '“My clients pay when they feel like it” — Tom, bookkeeper',
    ],
  );

  await page
    .getByRole('region', { name: 'Insights' })
    .getByLabel('What you learnt')
    .fill('Late payment costs freelancers their weekends.');
  await page.getByLabel('Research plan name').fill('Round 1');
  await plans.getByRole('button', { name: 'Round 1', exact: true }).waitFor();
  await expect.poll(async () => page.getByTestId('save-status').textContent(), { timeout: 10_000 }).toBe('Saved');
  await plans.getByRole('listitem').getByText('2 interviews', { exact: false }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // After a reload the page starts anew; opening the plan brings everything back.
  await page.reload();
  await plans.getByRole('button', { name: 'Round 1', exact: true }).click();
  await tom.getByLabel('Tags for Quote 3').waitFor();
  expect(await guide.getByLabel('Question 1', { exact: true }).inputValue()).toBe(
    'Tell me about the last time a client paid you late. What happened?',
  );
  expect(await tom.getByLabel('Tags for Quote 3').inputValue()).toBe('Late payment');
  // Filled as 2026-11-05; shown month first, as the default company setting writes dates (ADR 0074).
  expect(await tom.getByLabel('When').inputValue()).toBe('11/05/2026');
  expect(await page.getByLabel('Idea researched (optional)').locator('option:checked').textContent()).toBe(
    'Invoice chaser',
  );
  expect(await headings()).toEqual(['late payment2 quotes from 2 interviewees', 'time2 quotes from 1 interviewee']);
  expect(await page.getByRole('region', { name: 'Insights' }).getByLabel('What you learnt').inputValue()).toBe(
    'Late payment costs freelancers their weekends.',
  );
  expect(await page.getByTestId('save-status').textContent()).toBe('Saved');
  expect(stack().consoleErrors).toEqual([]);
});
