import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { expect, it, vi } from 'vitest';
import { IdeaTitle } from './idea-title';

function renderTitle(title: string) {
  const onSave = vi.fn();
  const tree = (current: string) => (
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <IdeaTitle title={current} editable onSave={onSave} />
    </IntlProvider>
  );
  const view = render(tree(title));
  return {
    onSave,
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: 'Idea title' }),
    receive: (next: string) => view.rerender(tree(next)),
  };
}

it('shows another editor’s title as it comes while nothing is being typed', () => {
  const { field, receive } = renderTitle('Solar kiosks');
  receive('Solar kiosks for schools');
  expect(field).toHaveValue('Solar kiosks for schools');
});

it('does not overwrite a title being typed; leaving the field saves what was typed', async () => {
  const { field, receive, onSave, user } = renderTitle('Solar kiosks');
  await user.click(field);
  await user.type(field, ' in Kenya');
  receive('Solar kiosks for schools');
  expect(field).toHaveValue('Solar kiosks in Kenya');
  expect(field).toHaveFocus();
  await user.tab();
  expect(onSave.mock.calls).toEqual([['Solar kiosks in Kenya']]);
  // Once saved, the title that comes back is shown, and a later one from outside too.
  receive('Solar kiosks in Kenya');
  receive('Solar kiosks in Kenya and Ghana');
  expect(field).toHaveValue('Solar kiosks in Kenya and Ghana');
});
