import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AssessmentComparisonView } from './assessment-comparison';
import { comparison } from '@/test/assessment-test-fixtures';

const renderComparison = () =>
  render(<AssessmentComparisonView comparison={comparison} inviterLabel="Ada Lovelace" cofounderLabel="You" />);
const answers = () => screen.getAllByRole('listitem');

it('shows both totals with their bands', () => {
  renderComparison();
  expect(within(screen.getByRole('group', { name: 'Ada Lovelace: 60% Fair' })).getByText('Fair')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'You: 76% Good' })).getByText('76%')).toBeInTheDocument();
});

it("shows each category's percent side by side", () => {
  renderComparison();
  const table = screen.getByRole('table', { name: 'Scores by category' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Category', 'Ada Lovelace', 'You']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(10);
  expect(rows[1]!.textContent).toBe('Work Style80%40%');
  expect(rows[8]!.textContent).toBe('Financial40%100%');
});

it("shows both answers to each question in words, and says 'Talk about this' where they are 2 or more points apart", () => {
  renderComparison();
  expect(answers()).toHaveLength(10);
  const [vision, workStyle, , , , , conflict, , financial] = answers();
  expect(within(vision!).getByText('Category: Vision')).toBeInTheDocument();
  expect(
    within(vision!)
      .getAllByRole('definition')
      .map((answer) => answer.textContent),
  ).toEqual(['Strongly Agree', 'Strongly Agree']);
  expect(within(vision!).queryByText(/Talk about this/)).not.toBeInTheDocument();
  expect(
    within(workStyle!)
      .getAllByRole('definition')
      .map((answer) => answer.textContent),
  ).toEqual(['Agree', 'Disagree']);
  expect(within(workStyle!).getByText('Talk about this: your answers are 2 points apart.')).toBeInTheDocument();
  // One point apart is not worth a talk.
  expect(
    within(conflict!)
      .getAllByRole('definition')
      .map((answer) => answer.textContent),
  ).toEqual(['Agree', 'Strongly Agree']);
  expect(within(conflict!).queryByText(/Talk about this/)).not.toBeInTheDocument();
  expect(within(financial!).getByText('Talk about this: your answers are 3 points apart.')).toBeInTheDocument();
  expect(screen.getAllByText(/^Talk about this/)).toHaveLength(5);
  expect(screen.getByText('5 of 10 answers are 2 or more points apart.')).toBeInTheDocument();
});
