import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/** The suggester's bounds: what a founder types, and how much of it the generator takes. */
export const BRAND_LIMITS = {
  businessType: 60,
  keywords: 100,
  description: 500,
  /** Keywords (words of the Keywords field). */
  keywordCount: 5,
  /** Letters a keyword may have; a longer one makes names nobody could type. */
  keywordLetters: 20,
  /** Letters a word needs to take part in a name. */
  wordLetters: 2,
  names: 200,
  name: 60,
  /** Names kept of one AI answer. */
  aiSuggestions: 12,
  lists: 100,
  listName: 100,
} as const;

/** The words of a text as the generator reads them: accents dropped, lower-case, runs of letters a–z. */
export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '');

const businessTypeSchema = trimmedText(BRAND_LIMITS.businessType, {
  tooLong: say(
    {
      id: 'core.tools.brandNames.businessTypeTooLong',
      defaultMessage: 'Business type must be at most {max} characters',
    },
    { max: BRAND_LIMITS.businessType },
  ),
});
const descriptionSchema = trimmedText(BRAND_LIMITS.description, {
  tooLong: say(
    { id: 'core.tools.brandNames.descriptionTooLong', defaultMessage: 'Description must be at most {max} characters' },
    { max: BRAND_LIMITS.description },
  ),
});
const keywordsTextSchema = trimmedText(BRAND_LIMITS.keywords, {
  tooLong: say(
    { id: 'core.tools.brandNames.keywordsTooLong', defaultMessage: 'Keywords must be at most {max} characters' },
    { max: BRAND_LIMITS.keywords },
  ),
});

/** The three inputs as typed and kept in a saved list: only their lengths are bounded (a list may be kept half typed). */
export const brandInputsSchema = z.object({
  businessType: businessTypeSchema,
  keywords: keywordsTextSchema,
  description: descriptionSchema,
});
export type BrandInputs = z.infer<typeof brandInputsSchema>;

/** The inputs names are generated from: at least one keyword, at most five, each of 2 to 20 letters a–z. */
export const brandRequestSchema = z.object({
  businessType: businessTypeSchema,
  keywords: keywordsTextSchema.check(
    z.minLength(1, say({ id: 'core.tools.brandNames.keywordsRequired', defaultMessage: 'Enter at least one keyword' })),
    z.refine(
      (keywords) => wordsOf(keywords).length <= BRAND_LIMITS.keywordCount,
      say(
        { id: 'core.tools.brandNames.tooManyKeywords', defaultMessage: 'Enter at most {max} keywords' },
        { max: BRAND_LIMITS.keywordCount },
      ),
    ),
    z.refine(
      (keywords) => wordsOf(keywords).every((word) => word.length <= BRAND_LIMITS.keywordLetters),
      say(
        { id: 'core.tools.brandNames.keywordTooLong', defaultMessage: 'Each keyword must be at most {max} letters' },
        { max: BRAND_LIMITS.keywordLetters },
      ),
    ),
    z.refine(
      (keywords) => wordsOf(keywords).some((word) => word.length >= BRAND_LIMITS.wordLetters),
      say({
        id: 'core.tools.brandNames.keywordsNoLetters',
        defaultMessage: 'Enter at least one keyword of two or more letters (a to z)',
      }),
    ),
  ),
  description: descriptionSchema,
});
export type BrandRequest = z.infer<typeof brandRequestSchema>;
