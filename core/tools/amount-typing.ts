import type { NumberFormat } from '../preferences/company-settings';
import type { Currency } from './money';
import { isGroupedInLakhs, lakhGrouped, moneyLocale } from './money-locale';
import { parseMoney } from './parse-money';

/** How a money field writes its figures: in the page's language, for its currency and the company's number format. */
export type AmountStyle = { language: string; currency: Currency; numberFormat?: NumberFormat | undefined };

/**
 * What a money field shows: its text, and whether the group marks in it are the field's own (it put them there, so
 * digits typed among them are regrouped) or were typed by the person (then the text is left as typed until it is
 * left: a German '.' may be a decimal point).
 */
export type AmountText = { text: string; isGrouped: boolean };

/**
 * An amount as a tool keeps it (ADR 0073): the figure in plain digits, which Number() reads the same in every language
 * ('250000', '-1234.5').
 */
const PLAIN_FIGURE = /^(-?)(\d+)(?:\.(\d+))?$/;

export const isPlainFigure = (value: string) => PLAIN_FIGURE.test(value);

/** The number a tool reads from what its money field handed it: NaN for '' or text that is no amount (a check refuses it). */
export const amountNumber = (value: string) => (isPlainFigure(value) ? Number(value) : Number.NaN);

const escaped = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Writing = { decimal: string; isGroupMark: (char: string) => boolean; grouped: (digits: string) => string };

/** Each style's writing, made once: a field reads it on every key pressed, and building `Intl` formats is not free. */
const writings = new Map<string, Writing>();

/** The marks `style` writes a figure with, and its whole part grouped (in lakhs where amounts are). */
function writingOf(style: AmountStyle): Writing {
  const key = `${style.language}|${style.currency}|${style.numberFormat ?? ''}`;
  const known = writings.get(key);
  if (known) return known;
  const writing = newWriting(style);
  writings.set(key, writing);
  return writing;
}

function newWriting(style: AmountStyle): Writing {
  const tag = moneyLocale(style.language, style.currency, style.numberFormat);
  const parts = new Intl.NumberFormat(tag).formatToParts(1234567.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  return {
    decimal,
    // A French group mark is a narrow no-break space: any space typed is one too.
    isGroupMark: (char: string) => char === group || (/\s/.test(group) && /\s/.test(char)),
    grouped: (digits: string) => {
      const written = whole.formatToParts(BigInt(digits));
      return isGroupedInLakhs(style.currency, style.numberFormat)
        ? lakhGrouped(written)
        : written.map((part) => part.value).join('');
    },
  };
}

/** How a field shows an amount its tool keeps: '250000' is '2,50,000' in lakhs; text that is no figure is as it is. */
export function showAmount(value: string, style: AmountStyle): string {
  const figure = PLAIN_FIGURE.exec(value);
  if (!figure) return value;
  const [, minus = '', whole = '', fraction] = figure;
  const { grouped, decimal } = writingOf(style);
  return `${minus}${grouped(whole)}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** The field showing an amount its tool keeps (its group marks are its own, unless it is text that is no figure). */
export const amountText = (value: string, style: AmountStyle): AmountText => ({
  text: showAmount(value, style),
  isGrouped: value === '' || isPlainFigure(value),
});

/** Where the caret goes in `text`: after as many characters that are not group marks as `count`. */
function caretAfter(text: string, count: number, isGroupMark: (char: string) => boolean): number {
  let seen = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (seen === count) return at;
    if (!isGroupMark(text[at]!)) seen += 1;
  }
  return text.length;
}

/**
 * The field after the person typed (`typed`, the caret at `caret`), as they type (issue 33): a figure of digits
 * and the decimal mark is regrouped ('250000' → '2,50,000'), the caret kept after the same digit; a group mark
 * typed by the person, or anything else (a sign, '2.5L'), is left as typed.
 */
export function typeAmount(
  before: AmountText,
  typed: string,
  caret: number,
  style: AmountStyle,
): AmountText & { caret: number } {
  const { decimal, isGroupMark, grouped } = writingOf(style);
  let start = 0;
  while (start < caret && before.text[start] === typed[start]) start += 1;
  const inserted = [...typed.slice(start, caret)];
  const isGrouped = typed.trim() === '' || (before.isGrouped && !inserted.some(isGroupMark));
  const asTyped = { text: typed, isGrouped, caret };
  if (!isGrouped) return asTyped;
  const figure = new RegExp(`^(-?)(\\d+)(?:${escaped(decimal)}(\\d*))?$`).exec(
    [...typed].filter((char) => !isGroupMark(char)).join(''),
  );
  if (!figure) return asTyped;
  const [, minus = '', whole = '', fraction] = figure;
  const text = `${minus}${grouped(whole)}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
  const kept = [...typed.slice(0, caret)].filter((char) => !isGroupMark(char)).length;
  return { text, isGrouped, caret: caretAfter(text, kept, isGroupMark) };
}

/**
 * What the field hands its tool (ADR 0073): the amount in plain digits ('250000' for '2.5L', '₹2,50,000' or
 * '2,50,000'), read by {@link parseMoney} in the page's language (its own group marks dropped first), with the
 * currency a sign or code names; '' for an empty field; the text as typed when it is no amount, for the tool's check
 * to refuse.
 */
export function amountOf({ text, isGrouped }: AmountText, style: AmountStyle) {
  if (text.trim() === '') return { value: '', currency: null };
  const { isGroupMark } = writingOf(style);
  const money = parseMoney(isGrouped ? [...text].filter((char) => !isGroupMark(char)).join('') : text, style.language);
  return money ? { value: String(money.amount), currency: money.currency } : { value: text, currency: null };
}
