import { z } from '../zod';

/**
 * The currencies a tool's amounts can be in (ADR 0045). Each tool keeps its user's choice with its data; the
 * amounts themselves are plain numbers in that currency (no conversion anywhere).
 */
export const CURRENCIES = ['USD', 'INR', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const currencySchema = z.enum(CURRENCIES, 'Choose a currency');

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
