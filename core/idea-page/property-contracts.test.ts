import { describe, expect, it } from 'vitest';
import {
  createPropertyInputSchema,
  defaultPropertyValue,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  propertyValueSchema,
  updatePropertyInputSchema,
  type PropertyType,
} from './property-contracts';

/** The contract's verdict on a value: the parsed value, or the first message. */
const check = (type: PropertyType, value: unknown, options: string[] = []) => {
  const parsed = propertyValueSchema(type, options).safeParse(value);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message };
};

describe('the 13 types', () => {
  it('lists every type once, each with a label', () => {
    expect(PROPERTY_TYPES).toHaveLength(13);
    expect(new Set(PROPERTY_TYPES).size).toBe(13);
    expect(Object.keys(PROPERTY_TYPE_LABELS).sort()).toEqual([...PROPERTY_TYPES].sort());
  });
});

describe('defaultPropertyValue (§3)', () => {
  it.each([
    ['checkbox', false],
    ['multi-select', []],
    ['number', 0],
    ['currency', 0],
    ...(['text', 'long-text', 'date', 'select', 'person', 'url', 'email', 'phone', 'image'] as const).map(
      (type) => [type, ''] as const,
    ),
  ] as const)('%s → %j', (type, value) => expect(defaultPropertyValue(type)).toEqual(value));

  it('gives a default that its own type accepts', () => {
    for (const type of PROPERTY_TYPES)
      expect(check(type, defaultPropertyValue(type))).toEqual({ value: defaultPropertyValue(type) });
  });
});

describe('propertyValueSchema accepts', () => {
  it.each([
    ['text', 'Anything at all', 'Anything at all'],
    ['long-text', 'Line one\nLine two', 'Line one\nLine two'],
    ['person', 'Ada Lovelace', 'Ada Lovelace'],
    ['number', -3.14159, -3.14159],
    ['currency', 1234.5, 1234.5],
    ['currency', 19.99, 19.99],
    ['currency', -5.25, -5.25],
    ['date', '2026-01-31', '2026-01-31'],
    ['checkbox', true, true],
    ['url', 'https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['url', 'http://example.com', 'http://example.com'],
    ['url', '  https://example.com  ', 'https://example.com'],
    ['email', 'ada@example.com', 'ada@example.com'],
    ['phone', '+1 (555) 123-4567', '+1 (555) 123-4567'],
    ['phone', '+44 20 7946 0958', '+44 20 7946 0958'],
    ['image', 'https://example.com/logo.png', 'https://example.com/logo.png'],
  ] as const)('%s %j', (type, value, parsed) => expect(check(type, value)).toEqual({ value: parsed }));

  it.each(['date', 'url', 'email', 'phone', 'image', 'select'] as const)("'' for %s (it clears the value)", (type) =>
    expect(check(type, '', ['a'])).toEqual({ value: '' }),
  );

  it('one of the options for a select', () => expect(check('select', 'b', ['a', 'b'])).toEqual({ value: 'b' }));

  it('a subset of the options for a multi-select, each once', () =>
    expect(check('multi-select', ['a', 'c', 'a'], ['a', 'b', 'c'])).toEqual({ value: ['a', 'c'] }));
});

describe('propertyValueSchema refuses', () => {
  it.each([
    ['text', 'x'.repeat(10_001), 'At most 10000 characters'],
    ['number', Number.NaN, 'Enter a number'],
    ['number', '3', 'Enter a number'],
    ['currency', 1.005, 'An amount has at most 2 decimals'],
    ['currency', Number.NaN, 'Enter an amount'],
    ['currency', '12', 'Enter an amount'],
    ['date', '2026-02-30', 'Enter a date as YYYY-MM-DD'],
    ['date', '31/01/2026', 'Enter a date as YYYY-MM-DD'],
    ['date', '2026-1-3', 'Enter a date as YYYY-MM-DD'],
    ['checkbox', 'true', 'Checked or not'],
    ['url', 'javascript:alert(1)', 'Enter a web address starting with http:// or https://'],
    ['url', 'ftp://example.com', 'Enter a web address starting with http:// or https://'],
    ['url', 'example.com', 'Enter a web address starting with http:// or https://'],
    ['url', 'data:text/html,hi', 'Enter a web address starting with http:// or https://'],
    ['email', 'not-an-address', 'Enter a valid e-mail address'],
    ['email', 'ada@example', 'Enter a valid e-mail address'],
    ['phone', 'call me', 'Enter a valid phone number'],
    ['phone', '12', 'Enter a valid phone number'],
    ['image', 'javascript:alert(1)', 'Enter an image address starting with http:// or https://'],
  ] as const)('%s %j: %s', (type, value, message) => expect(check(type, value)).toEqual({ error: message }));

  it('a select value outside the options', () =>
    expect(check('select', 'z', ['a', 'b'])).toEqual({ error: 'Choose one of the options' }));

  it('a multi-select value outside the options', () =>
    expect(check('multi-select', ['a', 'z'], ['a', 'b'])).toEqual({ error: 'Choose among the options' }));
});

describe('createPropertyInputSchema', () => {
  it('trims the name and defaults the options to none', () =>
    expect(createPropertyInputSchema.parse({ label: '  Budget ', type: 'currency' })).toEqual({
      label: 'Budget',
      type: 'currency',
      options: [],
    }));

  it('trims the options and keeps each once', () =>
    expect(
      createPropertyInputSchema.parse({ label: 'Stage', type: 'select', options: [' seed ', 'seed', 'growth'] })
        .options,
    ).toEqual(['seed', 'growth']));

  it('takes the currency a currency property names, and leaves it out when none is named (ADR 0078)', () => {
    expect(createPropertyInputSchema.parse({ label: 'Fund', type: 'currency', currency: 'INR' })).toEqual({
      label: 'Fund',
      type: 'currency',
      options: [],
      currency: 'INR',
    });
    expect(createPropertyInputSchema.parse({ label: 'Fund', type: 'currency' })).not.toHaveProperty('currency');
  });

  it.each([
    [{ label: '   ', type: 'text' }, 'Property name is required'],
    [{ label: 'Fund', type: 'currency', currency: 'JPY' }, 'Choose a currency'],
    [{ label: 'Fund', type: 'currency', currency: 'inr' }, 'Choose a currency'],
    [{ label: 'x'.repeat(101), type: 'text' }, 'Property name must be at most 100 characters'],
    [{ label: 'Stage', type: 'spreadsheet' }, 'Choose a property type'],
    [{ label: 'Stage', type: 'select', options: [' '] }, 'An option cannot be empty'],
    [{ label: 'Stage', type: 'text', value: 'extra' }, 'Unrecognized key: "value"'],
  ])('refuses %j: %s', (input, message) => {
    const parsed = createPropertyInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('updatePropertyInputSchema', () => {
  it('changes a currency to one of ours, and refuses another (ADR 0078)', () => {
    expect(updatePropertyInputSchema.parse({ currency: 'EUR' })).toEqual({ currency: 'EUR' });
    const parsed = updatePropertyInputSchema.safeParse({ currency: 'JPY' });
    expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['currency'], message: 'Choose a currency' },
    ]);
  });

  it('refuses a change of nothing', () =>
    expect(updatePropertyInputSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'Send at least one field',
    ]));
});
