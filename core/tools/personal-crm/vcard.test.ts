import { describe, expect, it } from 'vitest';
import { vcardTable } from './vcard';

describe('vcardTable', () => {
  it("reads RFC 6350's own example card (section 8): folded lines, a group-less TEL URI with its extension", () => {
    // RFC 6350 §8 (https://www.rfc-editor.org/rfc/rfc6350#section-8), as printed there.
    const rfc = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Simon Perreault',
      'N:Perreault;Simon;;;ing. jr,M.Sc.',
      'BDAY:--0203',
      'ANNIVERSARY:20090808T1430-0500',
      'GENDER:M',
      'LANG;PREF=1:fr',
      'LANG;PREF=2:en',
      'ORG;TYPE=work:Viagenie',
      'ADR;TYPE=work:;Suite D2-630;2875 Laurier;',
      ' Quebec;QC;G1V 2M2;Canada',
      'TEL;VALUE=uri;TYPE="work,voice";PREF=1:tel:+1-418-656-9254;ext=102',
      'TEL;VALUE=uri;TYPE="work,cell,voice,video,text":tel:+1-418-262-6501',
      'EMAIL;TYPE=work:simon.perreault@viagenie.ca',
      'GEO;TYPE=work:geo:46.772673,-71.282945',
      'KEY;TYPE=work;VALUE=uri:',
      ' http://www.viagenie.ca/simon.perreault/simon.asc',
      'TZ:-0500',
      'URL;TYPE=home:http://nomis80.org',
      'END:VCARD',
    ].join('\r\n');
    expect(vcardTable(rfc).rows).toEqual([
      {
        line: 1,
        cells: [
          'Simon Perreault',
          'Viagenie',
          '',
          'simon.perreault@viagenie.ca',
          '+1-418-656-9254 ext 102',
          'http://nomis80.org',
          '',
          '',
        ],
      },
    ]);
  });

  it('reads a 3.0 card with escapes and categories, and a 2.1 card in QUOTED-PRINTABLE with no FN', () => {
    const file = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Asha Rao',
      'ORG:Blume Ventures;Seed team',
      'TITLE:Partner',
      'item1.EMAIL;type=INTERNET:asha@blume.example',
      'CATEGORIES:Investors,Mumbai',
      'NOTE:Met at TiE\\, Mumbai\\nLikes fintech',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Andr=C3=A9;Zo=C3=A9;;;',
      'TEL;CELL:+33 6 12 34 56 78',
      'END:VCARD',
    ].join('\n');
    expect(vcardTable(file).rows).toEqual([
      {
        line: 1,
        cells: [
          'Asha Rao',
          'Blume Ventures',
          'Partner',
          'asha@blume.example',
          '',
          '',
          'Investors,Mumbai',
          'Met at TiE, Mumbai\nLikes fintech',
        ],
      },
      // N is family;given: 'André' and 'Zoé' decoded from UTF-8 bytes, given name first.
      { line: 10, cells: ['Zoé André', '', '', '', '+33 6 12 34 56 78', '', '', ''] },
    ]);
  });
});
