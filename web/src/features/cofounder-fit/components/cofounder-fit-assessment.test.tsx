import { COMPATIBILITY_QUESTIONS, RECOMMENDATIONS } from '@core/tools/cofounder-fit/cofounder-assessment';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { savedAssessment } from '@/test/assessment-test-fixtures';
import { CofounderFitAssessment } from './cofounder-fit-assessment';

type Table = Parameters<typeof renderWithApi>[1];

/** The assessment with no past results; each finished run is saved (the server answers with the fixture's saved result). */
const renderAssessment = (table: Table = {}) =>
  renderWithApi(<CofounderFitAssessment />, {
    'GET /api/assessments': () => ({ body: [] }),
    'POST /api/assessments': () => ({ status: 201, body: savedAssessment() }),
    ...table,
  }).user;

const questionText = (index: number) => COMPATIBILITY_QUESTIONS[index]?.text ?? `missing question ${index}`;
const startButton = () => screen.getByRole('button', { name: 'Start Assessment' });

const answerAll = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(startButton());
  for (let question = 0; question < COMPATIBILITY_QUESTIONS.length; question++) {
    await user.click(screen.getByRole('button', { name }));
  }
};

const total = () => within(screen.getByRole('region', { name: 'Your Compatibility Score' }));

it('introduces the assessment', () => {
  renderAssessment();
  expect(screen.getByRole('heading', { level: 1, name: 'Co-founder Fit Assessment' })).toBeInTheDocument();
  expect(screen.getByText('10 questions')).toBeInTheDocument();
  expect(screen.getByText('Covers vision, skills, communication and commitment')).toBeInTheDocument();
  expect(screen.getByText('Takes about 5 minutes')).toBeInTheDocument();
  expect(startButton()).toBeInTheDocument();
  expect(document.body).toHaveFocus();
});

it('starts at question 1 with its category, an empty progress bar and the five ratings', async () => {
  const user = renderAssessment();
  await user.click(startButton());
  expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
  expect(screen.getByText('Category: Vision')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: questionText(0) })).toHaveFocus();
  expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '0');
  expect(
    within(screen.getByRole('group', { name: 'Your answer' }))
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['5 Strongly Agree', '4 Agree', '3 Neutral', '2 Disagree', '1 Strongly Disagree']);
});

it('advances on each answer and moves focus to the next question', async () => {
  const user = renderAssessment();
  await user.click(startButton());
  await user.click(screen.getByRole('button', { name: '3 Neutral' }));
  expect(screen.getByText('Question 2 of 10')).toBeInTheDocument();
  expect(screen.getByText('Category: Work Style')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '1');
  expect(screen.getByRole('heading', { name: questionText(1) })).toHaveFocus();
  // Answer by keyboard: tab to '4 Agree' and press Enter.
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: '4 Agree' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('Question 3 of 10')).toBeInTheDocument();
  expect(screen.getByText('Category: Skills')).toBeInTheDocument();
});

it('scores all Strongly Agree as 100% Excellent with its recommendations', async () => {
  const user = renderAssessment();
  await answerAll(user, '5 Strongly Agree');
  expect(total().getByText('100%')).toBeInTheDocument();
  expect(total().getByText('Excellent')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your Compatibility Score' })).toHaveFocus();
  const categories = within(screen.getByRole('region', { name: 'Scores by Category' }));
  expect(categories.getAllByRole('heading', { level: 3 })).toHaveLength(10);
  expect(categories.getByRole('group', { name: 'Vision: 100%' })).toBeInTheDocument();
  expect(categories.getByRole('group', { name: 'Respect: 100%' })).toBeInTheDocument();
  const recommendations = within(screen.getByRole('region', { name: 'Recommendations' }));
  expect(recommendations.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    ...RECOMMENDATIONS.Excellent,
  ]);
});

it('scores all Strongly Disagree as 20% Poor', async () => {
  const user = renderAssessment();
  await answerAll(user, '1 Strongly Disagree');
  expect(total().getByText('20%')).toBeInTheDocument();
  expect(total().getByText('Poor')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Trust: 20%' })).toBeInTheDocument();
  const recommendations = within(screen.getByRole('region', { name: 'Recommendations' }));
  expect(recommendations.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...RECOMMENDATIONS.Poor]);
});

it('starts over from the intro after Take Assessment Again', async () => {
  const user = renderAssessment();
  await answerAll(user, '1 Strongly Disagree');
  await user.click(screen.getByRole('button', { name: 'Take Assessment Again' }));
  expect(screen.getByRole('heading', { name: 'Co-founder Fit Assessment' })).toHaveFocus();
  expect(screen.queryByText('20%')).not.toBeInTheDocument();
  await answerAll(user, '4 Agree');
  expect(total().getByText('80%')).toBeInTheDocument();
  expect(total().getByText('Excellent')).toBeInTheDocument();
});

it('a new run after Take Assessment Again starts at question 1', async () => {
  const user = renderAssessment();
  await answerAll(user, '5 Strongly Agree');
  await user.click(screen.getByRole('button', { name: 'Take Assessment Again' }));
  await user.click(startButton());
  expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
  expect(screen.getByText('Category: Vision')).toBeInTheDocument();
});

it('returns to the intro with Back to Home', async () => {
  const user = renderAssessment();
  await answerAll(user, '3 Neutral');
  expect(total().getByText('60%')).toBeInTheDocument();
  expect(total().getByText('Fair')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to Home' }));
  expect(startButton()).toBeInTheDocument();
  expect(screen.getByText('10 questions')).toBeInTheDocument();
  await user.click(startButton());
  expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
});

it('saves a finished assessment with its answers in question order, quietly, and offers to invite a co-founder', async () => {
  const calls = [] as unknown[];
  const user = renderAssessment({
    'POST /api/assessments': ({ body }) => {
      calls.push(body);
      return { status: 201, body: savedAssessment() };
    },
  });
  await user.click(startButton());
  for (const name of ['5 Strongly Agree', '4 Agree', '3 Neutral', '2 Disagree', '1 Strongly Disagree']) {
    await user.click(screen.getByRole('button', { name }));
    await user.click(screen.getByRole('button', { name }));
  }
  expect(await screen.findByText('Saved to your past results')).toBeInTheDocument();
  expect(calls).toEqual([{ answers: [5, 5, 4, 4, 3, 3, 2, 2, 1, 1] }]);
  expect(screen.getByRole('region', { name: 'Compare with your co-founder' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: "Co-founder's e-mail" })).toBeInTheDocument();
});

it('keeps the result on screen when saving fails, says so, and saves on Retry', async () => {
  let attempts = 0;
  const user = renderAssessment({
    'POST /api/assessments': () => {
      attempts += 1;
      if (attempts === 1)
        return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again' } } };
      return { status: 201, body: savedAssessment() };
    },
  });
  await answerAll(user, '4 Agree');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your result could not be saved.');
  expect(total().getByText('80%')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Compare with your co-founder' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Saved to your past results')).toBeInTheDocument();
  expect(attempts).toBe(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(total().getByText('80%')).toBeInTheDocument();
});

it('says why when the server keeps no more results, and keeps the result on screen', async () => {
  const message = 'You can keep up to 100 results. Delete one to save another.';
  const user = renderAssessment({
    'POST /api/assessments': () => ({ status: 422, body: { error: { code: 'VALIDATION_FAILED', message } } }),
  });
  await answerAll(user, '4 Agree');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByText('Your result could not be saved.')).not.toBeInTheDocument();
  expect(total().getByText('80%')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Compare with your co-founder' })).not.toBeInTheDocument();
});
