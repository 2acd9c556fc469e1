import { BRAND_LIMITS, wordsOf, type BrandRequest } from './brand-name-request';

/** The name categories, as the chips show them (spec §2). */
export const BRAND_CATEGORIES = ['Modern', 'Creative', 'Tech', 'Professional'] as const;
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

/** A generated name with its .com domain. */
export type BrandSuggestion = { name: string; domain: string; category: BrandCategory };

/** Names at most per category. */
const NAMES_PER_CATEGORY = 6;
/** Words the generator builds from at most: the keywords first, then the business type's, then the description's. */
const MAX_SEEDS = 6;
/** Words of the description taken at most, each of 4 letters or more and not a filler word. */
const DESCRIPTION_WORDS = 2;

/** Words of a description that say nothing about a business. */
const FILLER_WORDS = new Set(
  'also and are based best business company does each every for from have help helps into just like make makes more most our over people platform service services than that the their them they this those through very want what when where which while will with your'.split(
    ' ',
  ),
);

const MODERN_SUFFIXES = ['ly', 'ify', 'io', 'ora'] as const;
const CREATIVE_WORDS = ['nest', 'bloom', 'spark'] as const;
const TECH_SUFFIXES = ['stack', 'hub', 'labs', 'ai'] as const;
const TECH_PREFIXES = ['neo', 'omni'] as const;
const PROFESSIONAL_WORDS = ['Partners', 'Group', 'Collective', 'Co'] as const;

const VOWELS = /[aeiouy]/;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The words names are made from, in order and each once: the keywords (of 2 to 20 letters), then the business
 * type's words, then the description's first two of 4 letters or more that are not filler words; six at most.
 */
export function seedsOf({ keywords, businessType, description }: BrandRequest): string[] {
  const fit = (word: string) => word.length >= BRAND_LIMITS.wordLetters && word.length <= BRAND_LIMITS.keywordLetters;
  const described = wordsOf(description)
    .filter((word) => word.length >= 4 && !FILLER_WORDS.has(word) && fit(word))
    .slice(0, DESCRIPTION_WORDS);
  const words = [...wordsOf(keywords), ...wordsOf(businessType), ...described].filter(fit);
  return [...new Set(words)].slice(0, MAX_SEEDS);
}

/** A word and a suffix joined; a vowel meeting a vowel loses the word's ('lumo' + 'io' → 'lumio'). */
export const withSuffix = (word: string, suffix: string) =>
  VOWELS.test(word.at(-1)!) && VOWELS.test(suffix.charAt(0)) ? word.slice(0, -1) + suffix : word + suffix;

/**
 * Two words blended: the first half of one (rounded up) and the second half of the other (rounded down), a letter
 * tripled by the join kept twice: 'green' + 'leaf' → 'gre' + 'af' → 'greaf'.
 */
export const blend = (first: string, second: string) =>
  (first.slice(0, Math.ceil(first.length / 2)) + second.slice(Math.floor(second.length / 2))).replace(
    /(.)\1\1+/g,
    '$1$1',
  );

/** Every pair of two different words in the words' order: [a, b], [a, c], [b, c]. */
const pairsOf = (words: readonly string[]) =>
  words.flatMap((first, i) => words.slice(i + 1).map((second) => [first, second] as const));
/** Every pair, each way round: [a, b], [b, a], [a, c], [c, a], … */
const bothWaysOf = (words: readonly string[]) =>
  pairsOf(words).flatMap(([first, second]) => [[first, second] as const, [second, first] as const]);

/** Each affix with each word, the affix first: all words with the first affix, then with the second, … */
const eachWith = <Affix>(
  affixes: readonly Affix[],
  words: readonly string[],
  make: (word: string, affix: Affix) => string,
) => affixes.flatMap((affix) => words.map((word) => make(word, affix)));

/** The candidates of each category, best first, before duplicates and the per-category limit. */
const CANDIDATES: Record<BrandCategory, (seeds: readonly string[]) => string[]> = {
  Modern: (seeds) => eachWith(MODERN_SUFFIXES, seeds, (seed, suffix) => capitalise(withSuffix(seed, suffix))),
  Creative: (seeds) => [
    ...bothWaysOf(seeds).map(([first, second]) => capitalise(blend(first, second))),
    ...eachWith(CREATIVE_WORDS, seeds, (seed, word) => capitalise(seed + word)),
  ],
  Tech: (seeds) => [
    ...eachWith(
      TECH_SUFFIXES,
      seeds,
      (seed, suffix) => capitalise(seed) + (suffix === 'ai' ? 'AI' : capitalise(suffix)),
    ),
    ...eachWith(TECH_PREFIXES, seeds, (seed, prefix) => capitalise(prefix) + seed),
  ],
  Professional: (seeds) => [
    ...pairsOf(seeds).map(([first, second]) => `${capitalise(first)} ${capitalise(second)}`),
    ...eachWith(PROFESSIONAL_WORDS, seeds, (seed, word) => `${capitalise(seed)} ${word}`),
  ],
};

/** A name's .com domain: its letters, lower-case ('Green Partners' → 'greenpartners.com'). */
const domainOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]/g, '')}.com`;

/**
 * Brand names from what the founder typed, with no chance in it: the same inputs give the same names. Per
 * category (ADR 0056): Modern adds a suffix (-ly, -ify, -io, -ora); Creative blends two words, then compounds a
 * word with nest, bloom or spark; Tech adds Stack, Hub, Labs or AI, then the prefix Neo or Omni; Professional puts
 * two words side by side, then a word with Partners, Group, Collective or Co. A domain is offered once, in the first
 * category that makes it; a name that is one of the words alone, or under 3 letters, is not offered; six names a
 * category at most.
 */
export function generateBrandNames(request: BrandRequest): BrandSuggestion[] {
  const seeds = seedsOf(request);
  const taken = new Set(seeds.map((seed) => `${seed}.com`));
  return BRAND_CATEGORIES.flatMap((category) => {
    const names: BrandSuggestion[] = [];
    for (const name of CANDIDATES[category](seeds)) {
      const domain = domainOf(name);
      if (names.length === NAMES_PER_CATEGORY || taken.has(domain) || domain.length - '.com'.length < 3) continue;
      taken.add(domain);
      names.push({ name, domain, category });
    }
    return names;
  });
}
