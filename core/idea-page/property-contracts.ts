import { z } from 'zod';

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
  z.string().trim().max(2_000, message).refine((value) => {
    if (value === '') return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, message);

const optional = (schema: z.ZodType<string>) => z.union([z.literal(''), schema]);

/** The value a property of each type accepts ('' clears the text-like ones). */
export function propertyValueSchema(type: PropertyType, options: string[]): z.ZodType<PropertyValue> {
  const text = z.string().max(PROPERTY_LIMITS.text, `At most ${PROPERTY_LIMITS.text} characters`);
  switch (type) {
    case 'text':
    case 'long-text':
    case 'person':
      return text;
    case 'number':
      return z.number('Enter a number').finite('Enter a number');
    case 'currency':
      return z.number('Enter an amount').finite('Enter an amount').multipleOf(0.01, 'An amount has at most 2 decimals');
    case 'date':
      return z.union([z.literal(''), z.iso.date('Enter a date as YYYY-MM-DD')]);
    case 'select':
      return z.union([z.literal(''), z.string().refine((value) => options.includes(value), 'Choose one of the options')]);
    case 'multi-select':
      return z.array(z.string().refine((value) => options.includes(value), 'Choose among the options')).transform((values) => [...new Set(values)]);
    case 'checkbox':
      return z.boolean('Checked or not');
    case 'url':
      return httpUrl('Enter a web address starting with http:// or https://');
    case 'email':
      return optional(z.email('Enter a valid e-mail address'));
    case 'phone':
      return optional(z.string().trim().regex(/^\+?[0-9][0-9 ()./-]{4,24}$/, 'Enter a valid phone number'));
    case 'image':
      return httpUrl('Enter an image address starting with http:// or https://');
  }
}

const labelSchema = z
  .string()
  .trim()
  .min(1, 'Property name is required')
  .max(PROPERTY_LIMITS.label, `Property name must be at most ${PROPERTY_LIMITS.label} characters`);

const optionsSchema = z
  .array(z.string().trim().min(1, 'An option cannot be empty').max(PROPERTY_LIMITS.option, `An option must be at most ${PROPERTY_LIMITS.option} characters`))
  .max(PROPERTY_LIMITS.options, `At most ${PROPERTY_LIMITS.options} options`)
  .transform((values) => [...new Set(values)]);

/** A new custom property: a non-empty trimmed name and one of the 13 types (§5). */
export const createPropertyInputSchema = z
  .object({
    label: labelSchema,
    type: z.enum(PROPERTY_TYPES, 'Choose a property type'),
    options: optionsSchema.default([]),
  })
  .strict();
export type CreatePropertyInput = z.input<typeof createPropertyInputSchema>;

/** A change to a property; the value is checked against its type on the server, which knows the type. */
export const updatePropertyInputSchema = z
  .object({ label: labelSchema, options: optionsSchema, value: z.unknown() })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one field');
export type UpdatePropertyInput = z.input<typeof updatePropertyInputSchema>;

export type IdeaProperty = { id: string; label: string; type: PropertyType; options: string[]; value: PropertyValue };
