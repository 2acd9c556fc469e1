/**
 * A statement's amounts as banks write them (ADR 0081, 0094): signs, brackets, Cr/Dr, rupees written out, and the
 * decimal mark, a point or a comma, decided once for a whole file.
 */

/**
 * The decimal mark of a statement's amounts: a point ('1,234.56', '1,25,000.00') or, as European banks and locales
 * write them, a comma ('-1.234,56', '1 234,56').
 */
export type DecimalMark = '.' | ',';

/** An amount's digits and marks, without its sign, brackets, Cr/Dr, currency, 'Rs.' and '/-'; and its sign. */
function amountParts(text: string): { sign: number; digits: string } {
  let value = text.trim();
  let sign = 1;
  const marker = /\s*\(?\b(CR|DR)\.?\)?$/i.exec(value);
  if (marker) [sign, value] = [marker[1]!.toUpperCase() === 'DR' ? -1 : 1, value.slice(0, marker.index).trim()];
  if (/^\(.*\)$/.test(value)) [sign, value] = [-sign, value.slice(1, -1)];
  const digits = value
    .replace(/\/-$/, '')
    .replace(/^(rs\.?|inr)\s*/i, '')
    .replace(/\s/g, '')
    .replace(/^([+-]?)[^\d+.,-]+/, '$1')
    .replace(/(\d)([a-z]{3}|[^\w.,])$/i, '$1');
  return { sign, digits };
}

/**
 * An amount as statements write it: '1,234.50', '1,25,000.00' (Indian grouping), '₹ 1,234.50', '-45', '(45.00)'
 * (negative), '45 CR' / '45 Dr.' / '45.00(Dr)' (a debit is negative), 'Rs. 10,000/-'. With the decimal mark a point
 * (the default), commas and spaces group digits; with a comma, points and spaces do ('-1.234,56', '1 234,56 €').
 * Empty text is null; anything else unreadable undefined.
 */
export function readAmount(text: string, decimalMark: DecimalMark = '.'): number | null | undefined {
  if (text.trim() === '') return null;
  const { sign, digits } = amountParts(text);
  const [group, decimal] = decimalMark === '.' ? [/,/g, '.'] : [/\./g, ','];
  const value = digits.replace(group, '').replace(decimal, '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value)) return undefined;
  return Math.round(sign * Number(value) * 100) / 100;
}

/** What says an amount's decimal mark: a mark before its last one or two digits, or groups between two of the other. */
const SAYS_MARK: Record<DecimalMark, RegExp> = { '.': /\d\.\d{1,2}$|\d,\d+,\d/, ',': /\d,\d{1,2}$|\d\.\d+\.\d/ };

/**
 * The decimal mark of a file's amounts, decided once for all of them (never value by value, so that '1.234' is read
 * the same way throughout): a comma when some amount says so ('12,5', '-1.234,56', '1.234.567') and none says a point
 * ('12.00', '1,234.56', '1,25,000'); else a point. '1.234' and '1,234' alone say nothing: either mark groups thousands.
 */
export function decimalMarkOf(values: readonly string[]): DecimalMark {
  const says = (mark: DecimalMark) => values.some((value) => SAYS_MARK[mark].test(amountParts(value).digits));
  return says(',') && !says('.') ? ',' : '.';
}
