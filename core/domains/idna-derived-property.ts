/*
 * IDNA2008's derived property of a code point (RFC 5892 §3), from the Unicode properties the JavaScript engine
 * knows, so it follows the engine's Unicode version as the RFC's algorithm intends (§1.1: the tables are derived,
 * not fixed). The categories are the RFC's §2, named by their letter there.
 */
export type IdnaProperty = 'PVALID' | 'CONTEXTJ' | 'CONTEXTO' | 'DISALLOWED' | 'UNASSIGNED';

/** §2.6 Exceptions (F): code points whose property the RFC fixes by hand. */
const EXCEPTIONS = new Map<number, IdnaProperty>([
  // PVALID: ß, final sigma, Arabic letters and a Tibetan mark whose case folding or compatibility form would refuse them.
  ...[0x00df, 0x03c2, 0x06fd, 0x06fe, 0x0f0b, 0x3007].map((point) => [point, 'PVALID'] as const),
  // CONTEXTO: allowed only where the rules of RFC 5892 Appendix A say (idna-context-rules.ts).
  ...[0x00b7, 0x0375, 0x05f3, 0x05f4, 0x30fb].map((point) => [point, 'CONTEXTO'] as const),
  ...Array.from({ length: 10 }, (_, digit) => [0x0660 + digit, 'CONTEXTO'] as const),
  ...Array.from({ length: 10 }, (_, digit) => [0x06f0 + digit, 'CONTEXTO'] as const),
  // DISALLOWED: the Arabic tatweel, the N'Ko lajanyalan, Hangul and CJK marks used for layout.
  ...[0x0640, 0x07fa, 0x302e, 0x302f, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303b].map(
    (point) => [point, 'DISALLOWED'] as const,
  ),
]);

/** §2.10 Unassigned (J): General_Category Cn, noncharacters aside. */
const UNASSIGNED = /^(?!\p{Noncharacter_Code_Point})\p{Cn}$/u;
/** §2.9 LDH (K). */
const LDH = /^[a-z0-9-]$/;
/** §2.8 JoinControl (H): ZERO WIDTH NON-JOINER and ZERO WIDTH JOINER. */
const JOIN_CONTROL = /^\p{Join_Control}$/u;
/** §2.3 IgnorableProperties (C). */
const IGNORABLE_PROPERTIES = /^[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{Noncharacter_Code_Point}]$/u;
/** §2.4 IgnorableBlocks (D): Combining Diacritical Marks for Symbols, Musical Symbols, Ancient Greek Musical Notation. */
const IGNORABLE_BLOCKS = /^[\u{20D0}-\u{20FF}\u{1D100}-\u{1D1FF}\u{1D200}-\u{1D24F}]$/u;
/** §2.5 OldHangulJamo (E): Hangul_Syllable_Type L, V or T (UCD's HangulSyllableType.txt). */
const OLD_HANGUL_JAMO = /^[\u{1100}-\u{11FF}\u{A960}-\u{A97C}\u{D7B0}-\u{D7C6}\u{D7CB}-\u{D7FB}]$/u;
/** §2.1 LetterDigits (A): General_Category Ll, Lu, Lo, Nd, Lm, Mn or Mc. */
const LETTER_DIGITS = /^[\p{Ll}\p{Lu}\p{Lo}\p{Nd}\p{Lm}\p{Mn}\p{Mc}]$/u;

/**
 * Unicode's full case folding (the toCaseFold of §2.2) as far as §2.2 needs it, which is only whether a code point
 * folds to something else: lower-casing the upper-case form folds 'ß' to 'ss' and 'ᾳ' to 'αι' as the full folding
 * does. The two places where it does not: Cherokee folds to its capital letters (they are the older ones), and the
 * dotless ı folds to itself (only the Turkic folding maps I to it).
 */
function caseFold(text: string): string {
  if (text === '\u0131') return text;
  if (/^[\u{13A0}-\u{13F5}\u{13F8}-\u{13FD}\u{AB70}-\u{ABBF}]$/u.test(text)) return text.toUpperCase();
  return text.toUpperCase().toLowerCase();
}

/** §2.2 Unstable (B): a code point that NFKC, case folding and NFKC again would change. */
const isUnstable = (char: string) => caseFold(char.normalize('NFKC')).normalize('NFKC') !== char;

/** RFC 5892 §3, in its order: the first category a code point is in decides. */
export function idnaProperty(codePoint: number): IdnaProperty {
  const exception = EXCEPTIONS.get(codePoint);
  if (exception) return exception;
  // §2.7 BackwardCompatible (G) is empty.
  const char = String.fromCodePoint(codePoint);
  if (UNASSIGNED.test(char)) return 'UNASSIGNED';
  if (LDH.test(char)) return 'PVALID';
  if (JOIN_CONTROL.test(char)) return 'CONTEXTJ';
  if (isUnstable(char) || IGNORABLE_PROPERTIES.test(char) || IGNORABLE_BLOCKS.test(char)) return 'DISALLOWED';
  if (OLD_HANGUL_JAMO.test(char)) return 'DISALLOWED';
  return LETTER_DIGITS.test(char) ? 'PVALID' : 'DISALLOWED';
}
