import { describe, expect, it } from 'vitest';
import { idnaProperty } from './idna-derived-property';

/*
 * Each value as Unicode's table of the IDNA Derived Property lists it (Idna2008.txt for Unicode 17.0.0, the
 * calculation of RFC 5892 that Unicode publishes with each version), with the RFC 5892 category that decides it.
 */
describe('idnaProperty (RFC 5892 §3)', () => {
  it.each([
    // §2.9 LDH: letters, digits, hyphen.
    ['a', 'PVALID', 0x0061],
    ['9', 'PVALID', 0x0039],
    ['hyphen-minus', 'PVALID', 0x002d],
    // §2.1 LetterDigits.
    ['ü', 'PVALID', 0x00fc],
    ['dotless ı (it folds to itself)', 'PVALID', 0x0131],
    ['Devanagari ka', 'PVALID', 0x0915],
    ['中', 'PVALID', 0x4e2d],
    ['Hangul syllable 가', 'PVALID', 0xac00],
    ['Cherokee capital A (the folding target)', 'PVALID', 0x13a0],
    // §2.6 Exceptions.
    ['ß', 'PVALID', 0x00df],
    ['final sigma ς', 'PVALID', 0x03c2],
    ['middle dot', 'CONTEXTO', 0x00b7],
    ['Greek keraia', 'CONTEXTO', 0x0375],
    ['Hebrew geresh', 'CONTEXTO', 0x05f3],
    ['katakana middle dot', 'CONTEXTO', 0x30fb],
    ['Arabic-Indic digit zero', 'CONTEXTO', 0x0660],
    ['extended Arabic-Indic digit nine', 'CONTEXTO', 0x06f9],
    ['Arabic tatweel', 'DISALLOWED', 0x0640],
    ['vertical kana repeat mark', 'DISALLOWED', 0x3031],
    // §2.8 JoinControl.
    ['zero width non-joiner', 'CONTEXTJ', 0x200c],
    ['zero width joiner', 'CONTEXTJ', 0x200d],
    // §2.2 Unstable: changed by NFKC or case folding.
    ['capital A', 'DISALLOWED', 0x0041],
    ['small roman numeral eight ⅷ', 'DISALLOWED', 0x2177],
    ['telephone sign ℡', 'DISALLOWED', 0x2121],
    ['full-width a', 'DISALLOWED', 0xff41],
    ['ᾀ (folds to ἀι)', 'DISALLOWED', 0x1f80],
    ['Cherokee small a (folds to the capital)', 'DISALLOWED', 0xab70],
    // §2.3 IgnorableProperties, §2.4 IgnorableBlocks, §2.5 OldHangulJamo.
    ['soft hyphen (default ignorable)', 'DISALLOWED', 0x00ad],
    ['space', 'DISALLOWED', 0x0020],
    ['combining left harpoon above (marks for symbols)', 'DISALLOWED', 0x20d0],
    ['musical symbol half note', 'DISALLOWED', 0x1d15e],
    ['Hangul choseong kiyeok', 'DISALLOWED', 0x1100],
    // What is in no category that allows it: symbols and punctuation, emoji among them.
    ['grinning face 😀', 'DISALLOWED', 0x1f600],
    ['heavy black heart ❤', 'DISALLOWED', 0x2764],
    ['low line _', 'DISALLOWED', 0x005f],
    ['exclamation mark', 'DISALLOWED', 0x0021],
    // §2.10 Unassigned.
    ['a gap in the Greek block', 'UNASSIGNED', 0x0378],
    ['a gap after the tags', 'UNASSIGNED', 0xe0080],
  ])('%s is %s', (_, property, point) => {
    expect(idnaProperty(point)).toBe(property);
  });
});
