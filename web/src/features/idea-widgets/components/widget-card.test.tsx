import { defaultWidgetData, type WidgetType } from '@core/idea-page/widget-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetCard } from './widget-card';

const renderCard = (
  type: WidgetType,
  data: Record<string, string> = {},
  overrides: { readOnly?: boolean; isFirst?: boolean; isLast?: boolean } = {},
) => {
  const props = { onSave: vi.fn(), onRemove: vi.fn(), onMove: vi.fn(), isFirst: false, isLast: false, ...overrides };
  const view = render(
    <WidgetCard widget={{ id: 'w1', type, data: { ...defaultWidgetData(type), ...data } }} {...props} />,
  );
  return { ...props, ...view, user: userEvent.setup() };
};

describe('editing', () => {
  it.each([
    ['lean-canvas', 'Problem', 'Ideas get lost', { problem: 'Ideas get lost' }],
    ['lean-canvas', 'Revenue Streams', 'Subscriptions', { revenueStreams: 'Subscriptions' }],
    ['swot-analysis', 'Threats', 'Incumbents', { threats: 'Incumbents' }],
    ['prd', 'Title', '  MVP scope  ', { title: 'MVP scope' }],
    ['validation-strategy', 'Content', 'Talk to 20 founders', { content: 'Talk to 20 founders' }],
    ['google-trends', 'Search term', 'meal kits', { searchTerm: 'meal kits' }],
    ['pinterest', 'Pinterest URL', 'https://www.pinterest.com/pin/1/', { url: 'https://www.pinterest.com/pin/1/' }],
    ['youtube', 'YouTube URL', 'https://youtu.be/dQw4w9WgXcQ', { url: 'https://youtu.be/dQw4w9WgXcQ' }],
    ['youtube', 'Title', 'Our pitch', { title: 'Our pitch' }],
    ['image', 'Image URL', 'https://example.com/a.png', { url: 'https://example.com/a.png' }],
    ['image', 'Caption', 'Mock-up', { caption: 'Mock-up' }],
  ] as const)('%s: %s saves the whole data object on blur', async (type, label, typed, change) => {
    const { user, onSave } = renderCard(type);
    await user.type(screen.getByLabelText(label), typed);
    expect(onSave).not.toHaveBeenCalled();
    await user.tab();
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ ...defaultWidgetData(type), ...change });
  });

  it('keeps the other fields of the saved data', async () => {
    const { user, onSave } = renderCard('prd', { title: 'Old', content: 'Body' });
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'New');
    await user.tab();
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ title: 'New', content: 'Body' });
  });

  it('does not save when nothing changed', async () => {
    const { user, onSave } = renderCard('prd', { title: 'Same' });
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.type(screen.getByLabelText('Title'), '{Backspace}');
    await user.tab();
    await user.click(screen.getByLabelText('Content'));
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a javascript: address with the message and saves once it is fixed', async () => {
    const { user, onSave } = renderCard('youtube');
    const input = screen.getByLabelText('YouTube URL');
    await user.type(input, 'javascript:alert(1)');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an address starting with http:// or https://');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an address starting with http:// or https://');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'https://youtu.be/dQw4w9WgXcQ');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ url: 'https://youtu.be/dQw4w9WgXcQ', title: '' });
  });

  it('takes new saved data into the fields the user has not touched', async () => {
    const { user, rerender, onSave, onRemove, onMove } = renderCard('swot-analysis');
    await user.type(screen.getByLabelText('Strengths'), 'Fast team');
    const data = { ...defaultWidgetData('swot-analysis'), threats: 'Incumbents' };
    const widget = { id: 'w1', type: 'swot-analysis' as const, data };
    rerender(
      <WidgetCard widget={widget} onSave={onSave} onRemove={onRemove} onMove={onMove} isFirst={false} isLast={false} />,
    );
    expect(screen.getByLabelText('Threats')).toHaveValue('Incumbents');
    expect(screen.getByLabelText('Strengths')).toHaveValue('Fast team');
  });
});

describe('card actions', () => {
  it('is titled with the widget label and moves up or down', async () => {
    const { user, onMove } = renderCard('swot-analysis');
    expect(screen.getByRole('heading', { name: 'SWOT Analysis' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move SWOT Analysis widget up' }));
    await user.click(screen.getByRole('button', { name: 'Move SWOT Analysis widget down' }));
    expect(onMove.mock.calls).toEqual([['up'], ['down']]);
  });

  it('cannot move past the ends', () => {
    renderCard('prd', {}, { isFirst: true, isLast: true });
    expect(screen.getByRole('button', { name: 'Move PRD widget up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move PRD widget down' })).toBeDisabled();
  });

  it('removes only after confirmation', async () => {
    const { user, onRemove } = renderCard('image');
    await user.click(screen.getByRole('button', { name: 'Remove Image widget' }));
    expect(screen.getByRole('dialog', { name: 'Remove this Image widget?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Image widget' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('read-only', () => {
  it('shows text widgets as text, without inputs or buttons', () => {
    renderCard('lean-canvas', { problem: 'Ideas get lost' }, { readOnly: true });
    expect(screen.getByRole('heading', { name: 'Lean Canvas' })).toBeInTheDocument();
    expect(screen.getByText('Problem')).toBeInTheDocument();
    expect(screen.getByText('Ideas get lost')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['prd', 'swot-analysis', 'google-trends', 'pinterest', 'youtube', 'image'] as const)(
    '%s has no inputs',
    (type) => {
      renderCard(type, {}, { readOnly: true });
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );
});
