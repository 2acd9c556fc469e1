import type { IdeaProperty } from '@core/idea-page/property-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { propertyOf } from '@/test/property-fixtures';
import { PropertyValueEditor } from './property-value-editor';

function renderEditor(property: IdeaProperty, readOnly = false, language = 'en') {
  const onSave = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <IntlProvider locale={language} defaultLocale="en" onError={() => undefined}>
      <PropertyValueEditor property={property} readOnly={readOnly} onSave={onSave} />
    </IntlProvider>,
  );
  return { ...view, onSave, user };
}

describe('text-like values', () => {
  it('shows another editor’s value as it comes, but not over a value being typed, which leaving saves', async () => {
    const { onSave, user, rerender } = renderEditor(propertyOf('text', { value: 'Kiosks' }));
    const field = screen.getByRole('textbox', { name: 'Field' });
    const receive = (value: string) =>
      rerender(
        <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
          <PropertyValueEditor property={propertyOf('text', { value })} readOnly={false} onSave={onSave} />
        </IntlProvider>,
      );
    receive('Solar kiosks');
    expect(field).toHaveValue('Solar kiosks');
    await user.type(field, ' in Kenya');
    receive('Solar kiosks for schools');
    expect(field).toHaveValue('Solar kiosks in Kenya');
    await user.tab();
    expect(onSave.mock.calls).toEqual([['Solar kiosks in Kenya']]);
  });

  it('saves the draft on Enter, once, and not again on blur', async () => {
    const { onSave, user } = renderEditor(propertyOf('text'));
    await user.type(screen.getByRole('textbox', { name: 'Field' }), 'Solar kiosks{Enter}');
    await user.tab();
    expect(onSave.mock.calls).toEqual([['Solar kiosks']]);
  });

  it('saves a person on blur', async () => {
    const { onSave, user } = renderEditor(propertyOf('person'));
    await user.type(screen.getByRole('textbox', { name: 'Field' }), 'Ada Lovelace');
    expect(onSave).not.toHaveBeenCalled();
    await user.tab();
    expect(onSave.mock.calls).toEqual([['Ada Lovelace']]);
  });

  it('does not save a value that did not change', async () => {
    const { onSave, user } = renderEditor(propertyOf('text', { value: 'Same' }));
    await user.type(screen.getByRole('textbox', { name: 'Field' }), ' {Enter}');
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('restores the saved value on Escape and then saves nothing', async () => {
    const { onSave, user } = renderEditor(propertyOf('text', { value: 'Saved' }));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    await user.type(input, ' and edited{Escape}');
    expect(input).toHaveValue('Saved');
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a new value from outside in place of the draft', async () => {
    const { rerender, user } = renderEditor(propertyOf('text', { value: 'Old' }));
    await user.type(screen.getByRole('textbox', { name: 'Field' }), ' draft');
    rerender(<PropertyValueEditor property={propertyOf('text', { value: 'New' })} readOnly={false} onSave={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue('New');
  });

  it('starts a new line on Enter in long text and saves on blur', async () => {
    const { onSave, user } = renderEditor(propertyOf('long-text'));
    const textarea = screen.getByRole('textbox', { name: 'Field' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await user.type(textarea, 'Line one{Enter}Line two');
    expect(onSave).not.toHaveBeenCalled();
    await user.tab();
    expect(onSave.mock.calls).toEqual([['Line one\nLine two']]);
  });

  it('saves a number as a number', async () => {
    const { onSave, user } = renderEditor(propertyOf('number'));
    const input = screen.getByRole('spinbutton', { name: 'Field' });
    await user.clear(input);
    await user.type(input, '42.5{Enter}');
    expect(onSave.mock.calls).toEqual([[42.5]]);
  });

  it('saves an amount with a leading $ as a number, and refuses more than 2 decimals', async () => {
    const { onSave, user } = renderEditor(propertyOf('currency'));
    expect(screen.getByText('$')).toBeInTheDocument();
    const input = await screen.findByRole('textbox', { name: 'Field' });
    // A whole amount is shown without cents (ADR 0078); one with cents shows both decimals.
    expect(input).toHaveValue('0');
    await user.clear(input);
    await user.type(input, '1234.5{Enter}');
    expect(onSave.mock.calls).toEqual([[1234.5]]);
    expect(input).toHaveValue('1,234.50');
    await user.clear(input);
    await user.type(input, '1.005{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('An amount has at most 2 decimals');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('reads an amount typed with $ and thousands separators', async () => {
    const { onSave, user } = renderEditor(propertyOf('currency'));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    await user.clear(input);
    await user.type(input, '$12,500{Enter}');
    expect(onSave.mock.calls).toEqual([[12500]]);
  });

  it('reads numbers as a German writes them: "." groups thousands, "," marks decimals', async () => {
    const { onSave, user } = renderEditor(propertyOf('currency', { value: 3.5 }), false, 'de');
    const input = await screen.findByRole('textbox', { name: 'Field' });
    expect(input).toHaveValue('3,50');
    await user.clear(input);
    await user.type(input, '12.500 ${Enter}');
    // Written out as the field writes amounts once it is left (ADR 0073).
    await user.tab();
    expect(input).toHaveValue('12.500');
    await user.clear(input);
    await user.type(input, '1.234,5{Enter}');
    expect(onSave.mock.calls).toEqual([[12500], [1234.5]]);
  });

  it("saves a date typed in the company's order as YYYY-MM-DD, on Enter", async () => {
    // The defaults' company writes dates month first (ADR 0070).
    const { onSave, user } = renderEditor(propertyOf('date'));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await user.type(input, '01/31/2026{Enter}');
    expect(onSave.mock.calls).toEqual([['2026-01-31']]);
  });

  it.each([
    ['url', 'javascript:alert(1)', 'Enter a web address starting with http:// or https://', 'https://example.com'],
    ['url', 'example.com', 'Enter a web address starting with http:// or https://', 'http://example.com'],
    ['email', 'ada@', 'Enter a valid e-mail address', 'ada@example.com'],
    ['phone', 'call me', 'Enter a valid phone number', '+1 555 123 4567'],
  ] as const)('%s: refuses %j with its message, then saves a valid one', async (type, invalid, message, valid) => {
    const { onSave, user } = renderEditor(propertyOf(type));
    const input = await screen.findByRole('textbox', { name: 'Field' });
    await user.type(input, `${invalid}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, `${valid}{Enter}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSave.mock.calls).toEqual([[valid]]);
  });

  it.each([
    ['url', 'url'],
    ['email', 'email'],
    ['phone', 'tel'],
    ['image', 'url'],
  ] as const)('uses an input of type %s → %s', (type, inputType) => {
    renderEditor(propertyOf(type));
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveAttribute('type', inputType);
  });
});

describe('choices', () => {
  it('saves the chosen option of a select, and none', async () => {
    const { onSave, user } = renderEditor(propertyOf('select', { value: 'a' }));
    const select = screen.getByRole('combobox', { name: 'Field' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'a', 'b', 'c']);
    await user.selectOptions(select, 'b');
    await user.selectOptions(select, 'None');
    expect(onSave.mock.calls).toEqual([['b'], ['']]);
  });

  it('saves the chosen options of a multi-select, in the options’ order', async () => {
    const { onSave, user } = renderEditor(propertyOf('multi-select', { value: ['c'] }));
    const group = screen.getByRole('group', { name: 'Field' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'c' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'a' }));
    await user.click(screen.getByRole('checkbox', { name: 'c' }));
    expect(onSave.mock.calls).toEqual([[['a', 'c']], [[]]]);
  });

  it('saves a checkbox at once', async () => {
    const { onSave, user } = renderEditor(propertyOf('checkbox'));
    await user.click(screen.getByRole('checkbox', { name: 'Field' }));
    expect(onSave.mock.calls).toEqual([[true]]);
  });
});

describe('images', () => {
  it('saves the address and previews the saved image, with a placeholder when it does not load', async () => {
    const { onSave, user } = renderEditor(propertyOf('image', { value: 'https://example.com/logo.png' }));
    const image = screen.getByRole('img', { name: 'Field' });
    expect(image).toHaveAttribute('src', 'https://example.com/logo.png');
    fireEvent.error(image);
    expect(screen.getByText('Image not found')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Field' })).not.toBeInTheDocument();
    const input = await screen.findByRole('textbox', { name: 'Field' });
    await user.clear(input);
    await user.type(input, 'https://example.com/new.png{Enter}');
    expect(onSave.mock.calls).toEqual([['https://example.com/new.png']]);
  });

  it('tries a new address again after one failed', () => {
    const { rerender } = renderEditor(propertyOf('image', { value: 'https://example.com/missing.png' }));
    fireEvent.error(screen.getByRole('img', { name: 'Field' }));
    rerender(
      <PropertyValueEditor
        property={propertyOf('image', { value: 'https://example.com/ok.png' })}
        readOnly={false}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Field' })).toHaveAttribute('src', 'https://example.com/ok.png');
    expect(screen.queryByText('Image not found')).not.toBeInTheDocument();
  });
});

describe('read-only', () => {
  it.each([
    ['text', 'Plain words', 'Plain words'],
    ['number', 1234567, '1,234,567'],
    ['currency', 1234.5, '$1,234.50'],
    ['currency', 250000, '$250,000'],
    ['date', '2026-01-31', 'Jan 31, 2026'],
    ['select', 'b', 'b'],
    ['multi-select', ['a', 'c'], 'a, c'],
    ['checkbox', true, 'Yes'],
    ['checkbox', false, 'No'],
    ['phone', '+1 555 123 4567', '+1 555 123 4567'],
    ['text', '', '—'],
  ] as const)('shows a %s %j as %j, with no control', (type, value, text) => {
    const { container } = renderEditor(propertyOf(type, { value: value as IdeaProperty['value'] }), true);
    expect(container).toHaveTextContent(text);
    expect(container.querySelector('input, textarea, select')).toBeNull();
  });

  it.each([
    ['url', 'https://example.com', 'https://example.com'],
    ['email', 'ada@example.com', 'mailto:ada@example.com'],
  ] as const)('links a %s with rel="noopener noreferrer"', (type, value, href) => {
    renderEditor(propertyOf(type, { value }), true);
    const link = screen.getByRole('link', { name: value });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links an address that is not http(s)', () => {
    renderEditor(propertyOf('url', { value: 'javascript:alert(1)' }), true);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('shows an image with its placeholder, and no input', () => {
    const { container } = renderEditor(propertyOf('image', { value: 'https://example.com/missing.png' }), true);
    fireEvent.error(screen.getByRole('img', { name: 'Field' }));
    expect(screen.getByText('Image not found')).toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
  });
});
