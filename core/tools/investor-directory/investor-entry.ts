import { type ShippedEntry } from '../../directories/shipped-entry';
import { type InvestorFields } from './investor-fields';

export type InvestorEntry = ShippedEntry<InvestorFields>;
export type InvestorSource = InvestorEntry['sources'][number];

/** The day every source of the shipped investors was last read against its entry. */
const INVESTORS_VERIFIED_ON = '2026-11-30';

/** A public page an entry's facts were read on: its address (https), its own title and who publishes it. */
export const source = (url: string, title: string, publisher: string): InvestorSource => ({ url, title, publisher });

/** One shipped investor; its description is given in English, German, Spanish and French, in that order. */
export const investor = (
  entry: Omit<InvestorEntry, 'description' | 'verifiedOn'>,
  [en, de, es, fr]: readonly [en: string, de: string, es: string, fr: string],
): InvestorEntry => ({ ...entry, description: { en, de, es, fr }, verifiedOn: INVESTORS_VERIFIED_ON });
