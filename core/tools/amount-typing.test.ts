import { describe, expect, it } from 'vitest';
import { amountNumber, amountOf, amountText, showAmount, typeAmount, type AmountStyle } from './amount-typing';

const inLakhs: AmountStyle = { language: 'en', currency: 'INR', numberFormat: 'indian' };
const inThousands: AmountStyle = { language: 'en', currency: 'USD', numberFormat: 'international' };
const german: AmountStyle = { language: 'de', currency: 'EUR', numberFormat: 'international' };
const grouped = (text: string) => ({ text, isGrouped: true });

/** Types `keys` one by one at the end of an empty field, as a person does. */
function typeIn(keys: string, style: AmountStyle) {
  let field = grouped('');
  for (const key of keys) field = typeAmount(field, field.text + key, field.text.length + 1, style);
  return field.text;
}

describe('showAmount', () => {
  it('groups a kept figure as the company writes numbers, in the language’s marks', () => {
    // 2,50,000: the last three digits, then pairs (lakh grouping); 250,000 in thousands.
    expect(showAmount('250000', inLakhs)).toBe('2,50,000');
    expect(showAmount('250000', inThousands)).toBe('250,000');
    expect(showAmount('-1234567.5', inLakhs)).toBe('-12,34,567.5');
    expect(showAmount('1234567.25', german)).toBe('1.234.567,25');
    // Rupees are grouped in lakhs whatever the company's format (ADR 0045, as the results show them).
    expect(showAmount('250000', { ...inLakhs, numberFormat: 'international' })).toBe('2,50,000');
  });

  it('shows text that is no figure as it is', () => {
    expect(showAmount('', inLakhs)).toBe('');
    expect(showAmount('abc', inLakhs)).toBe('abc');
  });
});

describe('typeAmount', () => {
  it('groups the digits as they are typed', () => {
    expect(typeIn('250000', inLakhs)).toBe('2,50,000');
    expect(typeIn('250000', inThousands)).toBe('250,000');
    expect(typeIn('1234,5', german)).toBe('1.234,5');
    // The decimal mark and the digits after it are kept as typed: '2.' on the way to '2.50'.
    expect(typeIn('2.50', inThousands)).toBe('2.50');
    expect(typeIn('-65000', inLakhs)).toBe('-65,000');
  });

  it('keeps the caret after the digit typed when typing in the middle', () => {
    // '2,5|0,000' + '1' → '2,51|0,000' → regrouped '25,1|0,000': the caret after the third digit, at 4.
    expect(typeAmount(grouped('2,50,000'), '2,510,000', 4, inLakhs)).toEqual({
      text: '25,10,000',
      isGrouped: true,
      caret: 4,
    });
  });

  it('moves over a group mark deleted with Backspace, as if it were not there', () => {
    // Backspace after '2,' leaves '250,000' with the caret after the 2: regrouped, it stays after the 2.
    expect(typeAmount(grouped('2,50,000'), '250,000', 1, inLakhs)).toEqual({
      text: '2,50,000',
      isGrouped: true,
      caret: 1,
    });
  });

  it('leaves a group mark typed by the person as typed: a German "1.5" is one and a half', () => {
    const typed = typeAmount(grouped('1'), '1.', 2, german);
    expect(typed).toEqual({ text: '1.', isGrouped: false, caret: 2 });
    expect(typeAmount(typed, '1.5', 3, german)).toEqual({ text: '1.5', isGrouped: false, caret: 3 });
    expect(amountOf({ text: '1.5', isGrouped: false }, german).value).toBe('1.5');
  });

  it('regroups digits typed after its own marks: "1.500" and a 0 is 15.000 in German', () => {
    expect(typeAmount(grouped('1.500'), '1.5000', 6, german).text).toBe('15.000');
  });

  it('leaves signs and shorthands as typed', () => {
    expect(typeIn('₹999', inLakhs)).toBe('₹999');
    expect(typeIn('2.5L', inLakhs)).toBe('2.5L');
  });
});

describe('amountOf', () => {
  it.each([
    // 2.5 lakh = 2.5 × 1,00,000 = 2,50,000.
    ['2.5L', '250000', null],
    // 1.5 crore = 1.5 × 1,00,00,000 = 1,50,00,000.
    ['1.5 Cr', '15000000', null],
    ['₹999', '999', 'INR'],
    ['$25K', '25000', 'USD'],
    ['2,50,000', '250000', null],
    ['', '', null],
    // No amount: the text as typed, for the tool's check to refuse.
    ['abc', 'abc', null],
  ])('%j → %j', (text, value, currency) =>
    expect(amountOf({ text, isGrouped: false }, inLakhs)).toEqual({ value, currency }),
  );

  it('drops its own group marks first: "1.500" grouped by the field is fifteen hundred in German', () => {
    expect(amountOf(grouped('1.500'), german).value).toBe('1500');
  });

  it('round-trips with what the field shows for a kept figure', () => {
    expect(amountOf(amountText('1234567.25', german), german).value).toBe('1234567.25');
  });
});

describe('amountNumber', () => {
  it('reads the plain digits a field hands its tool, and nothing else', () => {
    expect(amountNumber('250000')).toBe(250000);
    expect(amountNumber('-1234.5')).toBe(-1234.5);
    // Text that is no amount is NaN, which a tool's schema refuses with the field's message; so is an empty field.
    expect(amountNumber('')).toBeNaN();
    expect(amountNumber('lots')).toBeNaN();
    // Number() alone would read these: a field never hands them over as amounts.
    expect(amountNumber('1e5')).toBeNaN();
    expect(amountNumber('0x10')).toBeNaN();
  });
});
