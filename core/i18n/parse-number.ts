/** A language's decimal mark, as its number format writes it ('.' in English, ',' in German). */
const decimalMark = (language: string) =>
  new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/** Digits with an optional sign and one '.' decimal point: what is left once a typed number is normalised. */
const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * A number as someone writing `language` types it: spaces (the French thousands separator) ignored, the
 * language's decimal mark read as the decimal point and the other mark as a thousands separator — '12.500,5'
 * in German is 12500.5, '12,500.5' in English the same. Where the decimal mark is ',', a lone '.' that is not
 * followed by three digits ('12.5') is read as a decimal point, since it cannot be a thousands separator; lakh
 * grouping ('12.34.567', as ADR 0045 writes rupees in German) is grouping too.
 * An English comma is always a separator (§5: commas stripped). Null when the text is not a number.
 */
export function parseNumber(text: string, language = 'en'): number | null {
  const compact = text.replace(/\s/g, '');
  const decimal = decimalMark(language);
  const other = decimal === ',' ? '.' : ',';
  let normalised = compact;
  if (compact.includes(decimal)) normalised = compact.split(other).join('').replace(decimal, '.');
  else if (compact.includes(other)) {
    const grouped =
      other === ',' ||
      new RegExp(`^-?(\\d{1,3}(\\${other}\\d{3})+|\\d{1,2}(\\${other}\\d{2})*\\${other}\\d{3})$`).test(compact);
    const loneDecimal = compact.split(other).length === 2;
    normalised = grouped ? compact.split(other).join('') : loneDecimal ? compact.replace(other, '.') : compact;
  }
  if (!PLAIN_NUMBER.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
