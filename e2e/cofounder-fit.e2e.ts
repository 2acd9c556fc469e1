import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

const RATING_NAMES: Record<number, string> = {
  5: '5 Strongly Agree',
  4: '4 Agree',
  3: '3 Neutral',
  2: '2 Disagree',
  1: '1 Strongly Disagree',
};

/** 'Start Assessment', then one rating per question, in order. */
async function answerAll(page: Page, ratings: number[]) {
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  for (const [index, rating] of ratings.entries()) {
    await page.getByText(`Question ${index + 1} of 10`).waitFor();
    await page.getByRole('button', { name: RATING_NAMES[rating] }).click();
  }
}

/** The comparison both sides see: totals with bands (by the labels each side uses) and the five answers 2+ points apart. */
async function expectComparison(
  page: Page,
  scope: ReturnType<Page['locator']>,
  labels: { ada: string; grace: string },
) {
  await scope.getByRole('group', { name: `${labels.ada}: 60% Fair` }).waitFor();
  await scope.getByRole('group', { name: `${labels.grace}: 76% Good` }).waitFor();
  expect(await scope.getByText(/^Talk about this: your answers are \d points apart\.$/).allTextContents()).toEqual([
    'Talk about this: your answers are 2 points apart.',
    'Talk about this: your answers are 2 points apart.',
    'Talk about this: your answers are 2 points apart.',
    'Talk about this: your answers are 3 points apart.',
    'Talk about this: your answers are 2 points apart.',
  ]);
  await scope.getByText('5 of 10 answers are 2 or more points apart.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
}

// Ada: 253 of 425 points → 60 % Fair. Grace: 321 of 425 → 76 % Good (the weights are 10 7 8 9 10 9 8 7 8 9).
const ADA = [5, 4, 3, 2, 1, 5, 4, 3, 2, 1];
const GRACE = [5, 2, 3, 4, 1, 5, 5, 5, 5, 3];

it('keeps a result in the past results, invites a co-founder by e-mail, and both see the same comparison', async () => {
  const ada = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), ada, { email: 'ada@cofounder-fit.example.com', name: 'Ada Lovelace' });
  await ada.goto('/tool/cofounder-fit');
  await ada.getByRole('heading', { level: 1, name: 'Co-founder Fit Assessment' }).waitFor();
  await ada.getByText('No past results yet. Each assessment you finish is saved here.').waitFor();

  await answerAll(ada, ADA);
  const total = ada.getByRole('region', { name: 'Your Compatibility Score' });
  await total.getByText('60%', { exact: true }).waitFor();
  await total.getByText('Fair', { exact: true }).waitFor();
  await ada.getByText('Saved to your past results').waitFor();

  // Back on the intro, the result is first among the past results; opened, it shows read-only with its invitations.
  await ada.getByRole('button', { name: 'Back to Home' }).click();
  const history = ada.getByRole('region', { name: 'Your past results' });
  await history.getByRole('button', { name: /^Open result from .+ 60% Fair$/ }).click();
  await ada.getByText(/^Taken on /).waitFor();
  await ada.getByLabel("Co-founder's e-mail").fill('grace@cofounder-fit.example.com');
  await ada.getByRole('button', { name: 'Send invitation' }).click();
  await ada.getByText('Invitation sent to grace@cofounder-fit.example.com').waitFor();
  const invitation = ada.getByRole('listitem', { name: 'Invitation to grace@cofounder-fit.example.com' });
  await invitation.getByText('Sent to grace@cofounder-fit.example.com').waitFor();
  await invitation.getByText('Waiting', { exact: true }).waitFor();
  expect(await seriousA11yViolations(ada)).toEqual([]);

  // Grace, with no account, opens the mailed link in her own browser: Ada by name, never her e-mail.
  const mail = await stack().mailbox.waitForMail('grace@cofounder-fit.example.com', {
    containing: 'Co-founder Fit Assessment',
  });
  expect(mail.text).toContain('Ada Lovelace invited you to take the Co-founder Fit Assessment on Founder Toolkit.');
  expect(mail.text).not.toContain('ada@cofounder-fit.example.com');
  const grace = await stack().newPage({ bypassCSP: true });
  await grace.goto(stack().mailbox.linkIn(mail, `${stack().baseUrl}/assessment-invite/`));
  await grace.getByText('Ada Lovelace invited you to take the Co-founder Fit Assessment', { exact: true }).waitFor();
  expect(await grace.getByText('ada@cofounder-fit.example.com').count()).toBe(0);
  expect(await seriousA11yViolations(grace)).toEqual([]);
  await answerAll(grace, GRACE);
  await grace.getByRole('heading', { level: 1, name: 'Your answers side by side' }).waitFor();
  await expectComparison(grace, grace.locator('main'), { ada: 'Ada Lovelace', grace: 'You' });

  // Ada sees the invitation answered, and the same comparison with Grace named by her e-mail.
  await ada.reload();
  await history.getByRole('button', { name: /^Open result from .+ 60% Fair$/ }).click();
  await invitation.getByText('Answered', { exact: true }).waitFor();
  await invitation.getByRole('button', { name: 'Show comparison' }).click();
  await expectComparison(ada, invitation, { ada: 'You', grace: 'grace@cofounder-fit.example.com' });
});
