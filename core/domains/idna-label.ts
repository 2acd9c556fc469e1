import { say } from '../i18n/say';
import { idnaProperty } from './idna-derived-property';
import { isTransparent, isVirama, joinsOnTheLeft, joinsOnTheRight } from './joining-types';

/** A code point as the messages name it: the character, and its number for those that cannot be seen. */
const named = (point: number) => ({
  character: String.fromCodePoint(point),
  code: `U+${point.toString(16).toUpperCase().padStart(4, '0')}`,
});

const scriptIs = (point: number | undefined, script: RegExp) =>
  point !== undefined && script.test(String.fromCodePoint(point));
const GREEK = /^\p{Script=Greek}$/u;
const HEBREW = /^\p{Script=Hebrew}$/u;
const HIRAGANA_KATAKANA_HAN = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]$/u;
const inRange = (point: number, first: number) => point >= first && point <= first + 9;

/**
 * Whether the code point at `index` (CONTEXTJ or CONTEXTO) may stand there: the rules of RFC 5892 Appendix A, each
 * named by its section.
 */
function contextAllows(points: readonly number[], index: number): boolean {
  const point = points[index]!;
  const before = points[index - 1];
  const after = points[index + 1];
  // A.1 ZERO WIDTH NON-JOINER, A.2 ZERO WIDTH JOINER: after a virama.
  if ((point === 0x200c || point === 0x200d) && before !== undefined && isVirama(before)) return true;
  if (point === 0x200d) return false;
  if (point === 0x200c) {
    // A.1: or between a letter joining on its left and one joining on its right, marks (transparent) between.
    const left = points.slice(0, index).findLast((other) => !isTransparent(other));
    const right = points.slice(index + 1).find((other) => !isTransparent(other));
    return left !== undefined && right !== undefined && joinsOnTheLeft(left) && joinsOnTheRight(right);
  }
  // A.3 MIDDLE DOT: between two l's (Catalan's l·l).
  if (point === 0x00b7) return before === 0x6c && after === 0x6c;
  // A.4 GREEK LOWER NUMERAL SIGN (KERAIA): before a Greek letter.
  if (point === 0x0375) return scriptIs(after, GREEK);
  // A.5 HEBREW PUNCTUATION GERESH, A.6 GERSHAYIM: after a Hebrew letter.
  if (point === 0x05f3 || point === 0x05f4) return scriptIs(before, HEBREW);
  // A.7 KATAKANA MIDDLE DOT: in a label with Hiragana, Katakana or Han in it.
  if (point === 0x30fb) return points.some((other) => scriptIs(other, HIRAGANA_KATAKANA_HAN));
  // A.8 ARABIC-INDIC DIGITS: not with extended Arabic-Indic digits in the label; A.9 the other way round.
  if (inRange(point, 0x0660)) return !points.some((other) => inRange(other, 0x06f0));
  if (inRange(point, 0x06f0)) return !points.some((other) => inRange(other, 0x0660));
  return false;
}

/**
 * What makes `label` (lower-case, in NFC: a U-label, or a plain letters-digits-hyphens label) no IDNA2008 label,
 * in words; null when nothing does. The checks of RFC 5891 §4.2.3 for registration, in its order: hyphens
 * (§4.2.3.1), a leading combining mark (§4.2.3.2), each code point's derived property (§4.2.2, RFC 5892 §3) and the
 * contextual rules (§4.2.3.3, RFC 5892 Appendix A). The Bidi rule (§4.2.3.4, RFC 5893) is not checked: it needs the
 * Bidi_Class property, which JavaScript does not expose (ADR 0080).
 */
export function idnaLabelProblem(label: string): string | null {
  if (label.startsWith('-') || label.endsWith('-'))
    return say({
      id: 'core.domains.hyphenAtEnds',
      defaultMessage: 'A part of a domain name cannot start or end with a hyphen',
    });
  if (label.slice(2, 4) === '--')
    return say({
      id: 'core.domains.reservedHyphens',
      defaultMessage: 'Only a part that starts with xn-- can have hyphens as its 3rd and 4th characters',
    });
  if (/^\p{M}/u.test(label))
    return say({
      id: 'core.domains.leadingMark',
      defaultMessage: 'A part of a domain name cannot start with a combining mark',
    });
  const points = Array.from(label, (char) => char.codePointAt(0)!);
  const refused = points.find((point) => !['PVALID', 'CONTEXTJ', 'CONTEXTO'].includes(idnaProperty(point)));
  if (refused !== undefined)
    return say(
      { id: 'core.domains.characterNotAllowed', defaultMessage: 'A domain name cannot contain “{character}” ({code})' },
      named(refused),
    );
  const misplaced = points.findIndex(
    (point, index) => idnaProperty(point) !== 'PVALID' && !contextAllows(points, index),
  );
  if (misplaced !== -1)
    return say(
      {
        id: 'core.domains.characterMisplaced',
        defaultMessage: '“{character}” ({code}) cannot stand where it is in a domain name',
      },
      named(points[misplaced]!),
    );
  return null;
}
