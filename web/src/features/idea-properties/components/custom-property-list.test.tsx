import type { IdeaProperty } from '@core/idea-page/property-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomPropertyList } from './custom-property-list';

const budget: IdeaProperty = {
  id: 'p1',
  label: 'Budget',
  type: 'currency',
  options: [],
  currency: 'USD',
  value: 1234.5,
};
const stage: IdeaProperty = {
  id: 'p2',
  label: 'Stage',
  type: 'select',
  options: ['seed', 'growth'],
  currency: null,
  value: 'seed',
};
const channels: IdeaProperty = {
  id: 'p3',
  label: 'Channels',
  type: 'multi-select',
  options: ['ads', 'seo', 'events'],
  currency: null,
  value: ['ads', 'seo'],
};

function renderList(properties: IdeaProperty[] = [budget, stage, channels], readOnly = false) {
  const callbacks = { onAdd: vi.fn(), onUpdate: vi.fn(), onDelete: vi.fn(), onReorder: vi.fn() };
  const user = userEvent.setup();
  const view = render(<CustomPropertyList properties={properties} readOnly={readOnly} {...callbacks} />);
  return { ...view, ...callbacks, user };
}

const row = (label: string) => screen.getByRole('listitem', { name: label });

describe('adding', () => {
  it('adds a property with its trimmed name and type, then clears the form', async () => {
    const { onAdd, user } = renderList();
    await user.type(screen.getByRole('textbox', { name: 'Property name' }), '  Launch date ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Date');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(onAdd.mock.calls).toEqual([[{ label: 'Launch date', type: 'date', options: [] }]]);
    expect(screen.getByRole('textbox', { name: 'Property name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveValue('text');
  });

  it('adds a currency property without naming a currency: the server gives it the company’s (ADR 0078)', async () => {
    const { onAdd, user } = renderList([]);
    await user.type(screen.getByRole('textbox', { name: 'Property name' }), 'Fund');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Currency');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(onAdd.mock.calls).toEqual([[{ label: 'Fund', type: 'currency', options: [] }]]);
  });

  it('offers the 13 types by their labels', () => {
    renderList([]);
    const types = within(screen.getByRole('combobox', { name: 'Property type' })).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Text',
      'Long text',
      'Number',
      'Currency',
      'Date',
      'Select',
      'Multi-select',
      'Checkbox',
      'Person',
      'URL',
      'Email',
      'Phone',
      'Image',
    ]);
  });

  it('adds on Enter in the name', async () => {
    const { onAdd, user } = renderList([]);
    await user.type(screen.getByRole('textbox', { name: 'Property name' }), 'Owner{Enter}');
    expect(onAdd.mock.calls).toEqual([[{ label: 'Owner', type: 'text', options: [] }]]);
  });

  it('refuses a blank name', async () => {
    const { onAdd, user } = renderList([]);
    const name = screen.getByRole('textbox', { name: 'Property name' });
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Property name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('renaming', () => {
  it('saves a trimmed new name on Enter and gives the focus back', async () => {
    const { onUpdate, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename Budget' }));
    const input = screen.getByRole('textbox', { name: 'Rename Budget' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '  Runway {Enter}');
    expect(onUpdate.mock.calls).toEqual([['p1', { label: 'Runway' }]]);
    expect(screen.getByRole('button', { name: 'Rename Budget' })).toHaveFocus();
  });

  it('saves on blur', async () => {
    const { onUpdate, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename Stage' }));
    await user.type(screen.getByRole('textbox', { name: 'Rename Stage' }), ' now');
    await user.click(document.body);
    expect(onUpdate.mock.calls).toEqual([['p2', { label: 'Stage now' }]]);
    expect(screen.queryByRole('textbox', { name: 'Rename Stage' })).not.toBeInTheDocument();
  });

  it('cancels on Escape', async () => {
    const { onUpdate, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename Budget' }));
    await user.type(screen.getByRole('textbox', { name: 'Rename Budget' }), ' changed{Escape}');
    expect(screen.getByRole('button', { name: 'Rename Budget' })).toHaveFocus();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('refuses a blank name on Enter, and drops it on blur', async () => {
    const { onUpdate, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename Budget' }));
    const input = screen.getByRole('textbox', { name: 'Rename Budget' });
    await user.clear(input);
    await user.type(input, '  {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Property name is required');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rename Budget' })).toBeInTheDocument();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('saves nothing when the name did not change', async () => {
    const { onUpdate, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename Budget' }));
    await user.keyboard('{Enter}');
    expect(onUpdate).not.toHaveBeenCalled();
  });
});

describe('values and options', () => {
  it('saves a value through the row', async () => {
    const { onUpdate, user } = renderList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'growth');
    expect(onUpdate.mock.calls).toEqual([['p2', { value: 'growth' }]]);
  });

  it('adds a trimmed option on Enter or with the button, and refuses a duplicate', async () => {
    const { onUpdate, user } = renderList();
    const input = within(row('Stage')).getByRole('textbox', { name: 'New option for Stage' });
    await user.type(input, ' series A {Enter}');
    expect(input).toHaveValue('');
    await user.type(input, 'seed');
    await user.click(within(row('Stage')).getByRole('button', { name: 'Add option' }));
    expect(within(row('Stage')).getByRole('alert')).toHaveTextContent('"seed" is already an option');
    expect(onUpdate.mock.calls).toEqual([['p2', { options: ['seed', 'growth', 'series A'] }]]);
  });

  it('removes an option, and unchooses it when chosen', async () => {
    const { onUpdate, user } = renderList();
    await user.click(within(row('Stage')).getByRole('button', { name: 'Remove option growth' }));
    await user.click(within(row('Stage')).getByRole('button', { name: 'Remove option seed' }));
    await user.click(within(row('Channels')).getByRole('button', { name: 'Remove option ads' }));
    expect(onUpdate.mock.calls).toEqual([
      ['p2', { options: ['seed'] }],
      ['p2', { options: ['growth'], value: '' }],
      ['p3', { options: ['seo', 'events'], value: ['seo'] }],
    ]);
  });

  it('has no options editor for other types', () => {
    renderList();
    expect(within(row('Budget')).queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument();
  });

  it("changes a currency property's currency from its row, and no other type has one (ADR 0078)", async () => {
    const { onUpdate, user } = renderList();
    const currency = within(row('Budget')).getByRole('combobox', { name: 'Currency of Budget' });
    expect(currency).toHaveValue('USD');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['US Dollar (USD)', 'Indian Rupee (INR)', 'Euro (EUR)', 'British Pound (GBP)']);
    await user.selectOptions(currency, 'INR');
    expect(onUpdate.mock.calls).toEqual([['p1', { currency: 'INR' }]]);
    for (const label of ['Stage', 'Channels'])
      expect(within(row(label)).queryByRole('combobox', { name: `Currency of ${label}` })).not.toBeInTheDocument();
  });

  it('types the amount in the currency the row has', () => {
    renderList([{ ...budget, currency: 'INR' }]);
    expect(within(row('Budget')).getByText('₹')).toBeInTheDocument();
    expect(within(row('Budget')).getByRole('combobox', { name: 'Currency of Budget' })).toHaveValue('INR');
  });
});

describe('moving and deleting', () => {
  it('moves a property up or down, disabled at the ends', async () => {
    const { onReorder, user } = renderList();
    expect(screen.getByRole('button', { name: 'Move Budget up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Channels down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Stage up' }));
    await user.click(screen.getByRole('button', { name: 'Move Budget down' }));
    expect(onReorder.mock.calls).toEqual([[['p2', 'p1', 'p3']], [['p2', 'p1', 'p3']]]);
    await user.click(screen.getByRole('button', { name: 'Move Stage down' }));
    expect(onReorder).toHaveBeenLastCalledWith(['p1', 'p3', 'p2']);
  });

  it('deletes only once confirmed', async () => {
    const { onDelete, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Stage' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete property "Stage"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Stage' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete.mock.calls).toEqual([['p2']]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('read-only', () => {
  it('shows names and values with no control at all', () => {
    const { container } = renderList(undefined, true);
    expect(within(row('Budget')).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(row('Budget')).queryByText('Currency of Budget')).not.toBeInTheDocument();
    expect(within(row('Stage')).getByText('seed')).toBeInTheDocument();
    expect(within(row('Channels')).getByText('ads, seo')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a property' })).not.toBeInTheDocument();
    expect(container.querySelector('input, textarea, select')).toBeNull();
  });

  it("shows an amount in its property's currency", () => {
    renderList([{ ...budget, currency: 'INR' }], true);
    expect(within(row('Budget')).getByText('₹1,234.50')).toBeInTheDocument();
  });

  it('says there are none, and nothing else, when the list is empty', () => {
    const { container } = renderList([], true);
    expect(container).toHaveTextContent(/^No custom properties$/);
  });

  it('shows only the add form to an editor when the list is empty', () => {
    renderList([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No custom properties')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a property' })).toBeInTheDocument();
  });
});
