import { describe, expect, it } from 'vitest';
import { idnaLabelProblem } from './idna-label';

const misplaced = (character: string, code: string) =>
  `“${character}” (${code}) cannot stand where it is in a domain name`;

describe('idnaLabelProblem: RFC 5891 §4.2.3 and RFC 5892 Appendix A', () => {
  it('takes letters, digits and inner hyphens, and U-labels of PVALID code points', () => {
    for (const label of ['founder', 'founder-kit', 'a1', 'münchen', 'faß', '中文', 'ελληνικά'])
      expect(idnaLabelProblem(label)).toBeNull();
  });

  it('§4.2.3.1: no hyphen first or last, and no "--" in the 3rd and 4th positions', () => {
    expect(idnaLabelProblem('-founder')).toBe('A part of a domain name cannot start or end with a hyphen');
    expect(idnaLabelProblem('founder-')).toBe('A part of a domain name cannot start or end with a hyphen');
    expect(idnaLabelProblem('ab--cd')).toBe(
      'Only a part that starts with xn-- can have hyphens as its 3rd and 4th characters',
    );
    expect(idnaLabelProblem('mü--x')).toBe(
      'Only a part that starts with xn-- can have hyphens as its 3rd and 4th characters',
    );
    // "--" elsewhere is allowed: only positions 3–4 are reserved.
    expect(idnaLabelProblem('a--b')).toBeNull();
    expect(idnaLabelProblem('abc--d')).toBeNull();
  });

  it('§4.2.3.2: no combining mark first', () => {
    expect(idnaLabelProblem('\u0308a')).toBe('A part of a domain name cannot start with a combining mark');
  });

  it('§4.2.2 / RFC 5892 §3: refuses DISALLOWED and UNASSIGNED code points, emoji among them', () => {
    expect(idnaLabelProblem('i❤')).toBe('A domain name cannot contain “❤” (U+2764)');
    expect(idnaLabelProblem('😀')).toBe('A domain name cannot contain “😀” (U+1F600)');
    expect(idnaLabelProblem('founder_kit')).toBe('A domain name cannot contain “_” (U+005F)');
    expect(idnaLabelProblem('ⅷ')).toBe('A domain name cannot contain “ⅷ” (U+2177)');
    expect(idnaLabelProblem('a\u0378')).toBe('A domain name cannot contain “\u0378” (U+0378)');
  });

  it('A.1 ZERO WIDTH NON-JOINER: after a virama, or between joining letters', () => {
    // After DEVANAGARI SIGN VIRAMA (U+094D, Canonical_Combining_Class 9).
    expect(idnaLabelProblem('क\u094d\u200cष')).toBeNull();
    // Persian نامه‌ای: HEH (dual-joining) ZWNJ ALEF (right-joining).
    expect(idnaLabelProblem('نامه\u200cای')).toBeNull();
    // Before ALEF, right-joining only: nothing to its left joins to it.
    expect(idnaLabelProblem('لا\u200c')).toBe(misplaced('\u200c', 'U+200C'));
    expect(idnaLabelProblem('a\u200cb')).toBe(misplaced('\u200c', 'U+200C'));
  });

  it('A.2 ZERO WIDTH JOINER: only after a virama', () => {
    expect(idnaLabelProblem('नमस्\u200dते')).toBeNull();
    expect(idnaLabelProblem('नमस\u200dते')).toBe(misplaced('\u200d', 'U+200D'));
  });

  it('A.3 MIDDLE DOT: only between two l’s', () => {
    expect(idnaLabelProblem('col·lecció')).toBeNull();
    expect(idnaLabelProblem('a·l')).toBe(misplaced('·', 'U+00B7'));
  });

  it('A.4 KERAIA before Greek; A.5/A.6 GERESH and GERSHAYIM after Hebrew', () => {
    expect(idnaLabelProblem('\u0375α')).toBeNull();
    expect(idnaLabelProblem('\u0375a')).toBe(misplaced('\u0375', 'U+0375'));
    expect(idnaLabelProblem('צה\u05f4ל')).toBeNull();
    expect(idnaLabelProblem('a\u05f3')).toBe(misplaced('\u05f3', 'U+05F3'));
  });

  it('A.7 KATAKANA MIDDLE DOT: with Hiragana, Katakana or Han in the label', () => {
    expect(idnaLabelProblem('テスト・ケース')).toBeNull();
    expect(idnaLabelProblem('a・b')).toBe(misplaced('・', 'U+30FB'));
  });

  it('A.8/A.9: Arabic-Indic and extended Arabic-Indic digits are not mixed', () => {
    expect(idnaLabelProblem('٠١٢')).toBeNull();
    expect(idnaLabelProblem('۰۱۲')).toBeNull();
    expect(idnaLabelProblem('٠۱')).toBe(misplaced('٠', 'U+0660'));
  });
});
