import { say } from '../i18n/say';
import { currencySchema, type Currency } from '../tools/money';
import { trimmedText } from '../trimmed-text';
import { INVALID_EMAIL_MESSAGE } from '../user/email-address';
import { z } from '../zod';
import { isWebAddressOrNone } from './rich-content';

/** The 13 types of a custom property (§3), in the order the type picker lists them. */
export const PROPERTY_TYPES = [
  'text',
  'long-text',
  'number',
  'currency',
  'date',
  'select',
  'multi-select',
  'checkbox',
  'person',
  'url',
  'email',
  'phone',
  'image',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  text: 'Text',
  'long-text': 'Long text',
  number: 'Number',
  currency: 'Currency',
  date: 'Date',
  select: 'Select',
  'multi-select': 'Multi-select',
  checkbox: 'Checkbox',
  person: 'Person',
  url: 'URL',
  email: 'Email',
  phone: 'Phone',
  image: 'Image',
};

export type PropertyValue = string | number | boolean | string[];

export const PROPERTY_LIMITS = { label: 100, text: 10_000, options: 50, option: 100, properties: 100 };

/** §3's defaults: false for checkbox, an empty list for multi-select, 0 for number and currency, empty otherwise. */
export function defaultPropertyValue(type: PropertyType): PropertyValue {
  if (type === 'checkbox') return false;
  if (type === 'multi-select') return [];
  if (type === 'number' || type === 'currency') return 0;
  return '';
}

const httpUrl = (message: string) =>
  trimmedText(2_000, { tooLong: message }).check(z.refine(isWebAddressOrNone, message));

const optional = (schema: z.ZodMiniType<string>) => z.union([z.literal(''), schema]);

/** The value a property of each type accepts ('' clears the text-like ones). */
export function propertyValueSchema(type: PropertyType, options: string[]): z.ZodMiniType<PropertyValue> {
  const text = z
    .string()
    .check(
      z.maxLength(
        PROPERTY_LIMITS.text,
        say(
          { id: 'core.ideaPage.tooManyCharacters', defaultMessage: 'At most {max} characters' },
          { max: PROPERTY_LIMITS.text },
        ),
      ),
    );
  switch (type) {
    case 'text':
    case 'long-text':
    case 'person':
      return text;
    // zod refuses NaN and ±Infinity as numbers, with the schema's message.
    case 'number':
      return z.number(say({ id: 'core.ideaPage.enterNumber', defaultMessage: 'Enter a number' }));
    case 'currency':
      return z
        .number(say({ id: 'core.ideaPage.enterAmount', defaultMessage: 'Enter an amount' }))
        .check(
          z.multipleOf(
            0.01,
            say({ id: 'core.ideaPage.amountDecimals', defaultMessage: 'An amount has at most 2 decimals' }),
          ),
        );
    case 'date':
      return z.union([
        z.literal(''),
        z.iso.date(say({ id: 'core.ideaPage.dateInvalid', defaultMessage: 'Enter a date as YYYY-MM-DD' })),
      ]);
    case 'select':
      return z.union([
        z.literal(''),
        z
          .string()
          .check(
            z.refine(
              (value) => options.includes(value),
              say({ id: 'core.ideaPage.chooseOneOption', defaultMessage: 'Choose one of the options' }),
            ),
          ),
      ]);
    case 'multi-select':
      return z.pipe(
        z.array(
          z
            .string()
            .check(
              z.refine(
                (value) => options.includes(value),
                say({ id: 'core.ideaPage.chooseAmongOptions', defaultMessage: 'Choose among the options' }),
              ),
            ),
        ),
        z.transform((values) => [...new Set(values)]),
      );
    case 'checkbox':
      return z.boolean(say({ id: 'core.ideaPage.checkedOrNot', defaultMessage: 'Checked or not' }));
    case 'url':
      return httpUrl(
        say({
          id: 'core.ideaPage.webAddressInvalid',
          defaultMessage: 'Enter a web address starting with http:// or https://',
        }),
      );
    case 'email':
      return optional(z.email(INVALID_EMAIL_MESSAGE));
    case 'phone':
      return optional(
        z
          .string()
          .check(
            z.trim(),
            z.regex(
              /^\+?[0-9][0-9 ()./-]{4,24}$/,
              say({ id: 'core.ideaPage.phoneInvalid', defaultMessage: 'Enter a valid phone number' }),
            ),
          ),
      );
    case 'image':
      return httpUrl(
        say({
          id: 'core.ideaPage.imageAddressInvalid',
          defaultMessage: 'Enter an image address starting with http:// or https://',
        }),
      );
  }
}

const labelSchema = trimmedText(PROPERTY_LIMITS.label, {
  required: say({ id: 'core.ideaPage.propertyNameRequired', defaultMessage: 'Property name is required' }),
  tooLong: say(
    { id: 'core.ideaPage.propertyNameTooLong', defaultMessage: 'Property name must be at most {max} characters' },
    { max: PROPERTY_LIMITS.label },
  ),
});

const optionsSchema = z.pipe(
  z
    .array(
      trimmedText(PROPERTY_LIMITS.option, {
        required: say({ id: 'core.ideaPage.optionEmpty', defaultMessage: 'An option cannot be empty' }),
        tooLong: say(
          { id: 'core.ideaPage.optionTooLong', defaultMessage: 'An option must be at most {max} characters' },
          { max: PROPERTY_LIMITS.option },
        ),
      }),
    )
    .check(
      z.maxLength(
        PROPERTY_LIMITS.options,
        say(
          { id: 'core.ideaPage.tooManyOptions', defaultMessage: 'At most {max} options' },
          { max: PROPERTY_LIMITS.options },
        ),
      ),
    ),
  z.transform((values) => [...new Set(values)]),
);

/**
 * A new custom property: a non-empty trimmed name and one of the 13 types (§5). A currency property may name its
 * currency (ADR 0078); left out, it is the company's.
 */
export const createPropertyInputSchema = z.strictObject({
  label: labelSchema,
  type: z.enum(
    PROPERTY_TYPES,
    say({ id: 'core.ideaPage.propertyTypeInvalid', defaultMessage: 'Choose a property type' }),
  ),
  options: z._default(optionsSchema, []),
  currency: z.optional(currencySchema),
});
export type CreatePropertyInput = z.input<typeof createPropertyInputSchema>;

/**
 * A change to a property; the value is checked against its type on the server, which knows the type (and a currency
 * is refused there on a property that is no currency property).
 */
export const updatePropertyInputSchema = z
  .partial(z.strictObject({ label: labelSchema, options: optionsSchema, currency: currencySchema, value: z.unknown() }))
  .check(
    z.refine(
      (input) => Object.keys(input).length > 0,
      say({ id: 'core.ideas.noFieldSent', defaultMessage: 'Send at least one field' }),
    ),
  );
export type UpdatePropertyInput = z.input<typeof updatePropertyInputSchema>;

/**
 * The currency a currency property's amounts are in (ADR 0078): its own, or dollars where none is named (a property
 * stored or exported before properties kept one: its amounts were shown in dollars).
 */
export const amountCurrencyOf = ({ currency }: { currency?: Currency | null | undefined }): Currency =>
  currency ?? 'USD';

/** Said of a currency sent for a property of another type. */
export const currencyOnlyForCurrencyMessage = () =>
  say({ id: 'core.ideaPage.currencyOnlyForCurrency', defaultMessage: 'Only a currency property has a currency' });

/** A custom property as the API answers it: `currency` is its amounts' (ADR 0078), null unless it is a currency one. */
export type IdeaProperty = {
  id: string;
  label: string;
  type: PropertyType;
  options: string[];
  currency: Currency | null;
  value: PropertyValue;
};
