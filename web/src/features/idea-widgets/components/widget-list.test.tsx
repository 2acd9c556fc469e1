import { WIDGET_LIMITS, defaultWidgetData, type IdeaWidget, type WidgetType } from '@core/idea-page/widget-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { WidgetList } from './widget-list';

const widget = (id: string, type: WidgetType): IdeaWidget => ({ id, type, data: defaultWidgetData(type) });
const three = [widget('a', 'lean-canvas'), widget('b', 'prd'), widget('c', 'image')];

const renderList = (widgets: IdeaWidget[], readOnly = false) => {
  const callbacks = { onAdd: vi.fn(), onUpdate: vi.fn(), onRemove: vi.fn(), onReorder: vi.fn() };
  render(<WidgetList widgets={widgets} readOnly={readOnly} {...callbacks} />);
  return { ...callbacks, user: userEvent.setup() };
};

it('shows the cards in order', () => {
  renderList(three);
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Lean Canvas', 'PRD', 'Image']);
});

it('adds the chosen widget type', async () => {
  const { user, onAdd } = renderList([]);
  await user.click(screen.getByRole('button', { name: 'Add Widget' }));
  await user.selectOptions(screen.getByLabelText('Widget type'), 'SWOT Analysis');
  await user.click(screen.getByRole('button', { name: 'Add Widget' }));
  expect(onAdd.mock.calls).toEqual([['lean-canvas'], ['swot-analysis']]);
});

it('passes the whole new order when a widget moves', async () => {
  const { user, onReorder } = renderList(three);
  expect(screen.getByRole('button', { name: 'Move Lean Canvas widget up' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move Image widget down' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Move PRD widget down' }));
  await user.click(screen.getByRole('button', { name: 'Move PRD widget up' }));
  await user.click(screen.getByRole('button', { name: 'Move Lean Canvas widget down' }));
  expect(onReorder.mock.calls).toEqual([[['a', 'c', 'b']], [['b', 'a', 'c']], [['b', 'a', 'c']]]);
});

it('removes a widget by id after confirmation', async () => {
  const { user, onRemove } = renderList(three);
  await user.click(screen.getByRole('button', { name: 'Remove PRD widget' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Remove this PRD widget?' })).getByRole('button', { name: 'Remove' }),
  );
  expect(onRemove).toHaveBeenCalledExactlyOnceWith('b');
});

it('updates a widget by id', async () => {
  const { user, onUpdate } = renderList(three);
  await user.type(within(screen.getByRole('region', { name: 'PRD' })).getByLabelText('Title'), 'MVP');
  await user.tab();
  expect(onUpdate).toHaveBeenCalledExactlyOnceWith('b', { title: 'MVP', content: '' });
});

it('cannot add past the widget limit', () => {
  renderList(Array.from({ length: WIDGET_LIMITS.widgets }, (_, index) => widget(`w${index}`, 'pinterest')));
  expect(screen.getByRole('button', { name: 'Add Widget' })).toBeDisabled();
});

it('says there are no widgets yet', () => {
  renderList([]);
  expect(screen.getByText('No widgets yet')).toBeInTheDocument();
});

it('offers no add bar or buttons when read-only', () => {
  renderList(three, true);
  expect(screen.getAllByRole('heading')).toHaveLength(3);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('says there are no widgets yet when read-only and empty', () => {
  renderList([], true);
  expect(screen.getByText('No widgets yet')).toBeInTheDocument();
  expect(screen.queryByLabelText('Widget type')).not.toBeInTheDocument();
});
