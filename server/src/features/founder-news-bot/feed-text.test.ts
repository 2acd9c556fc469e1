import { describe, expect, it } from 'vitest';
import { feedText } from './feed-text';

// 'é' is 0xE9 in ISO-8859-1 and 0xC3 0xA9 in UTF-8 (the Unicode charts, U+00E9).
const latin1 = Buffer.from([0x3c, 0x61, 0x3e, 0xe9, 0x3c, 0x2f, 0x61, 0x3e]); // <a>é</a>

describe('feedText', () => {
  it('reads the charset the answer declares, else the XML declaration’s, else UTF-8', () => {
    expect(feedText(latin1, 'application/rss+xml; charset=ISO-8859-1')).toBe('<a>é</a>');
    const declared = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="iso-8859-1"?>'), latin1]);
    expect(feedText(declared, 'application/rss+xml')).toBe('<?xml version="1.0" encoding="iso-8859-1"?><a>é</a>');
    expect(feedText(Buffer.from('<a>é</a>', 'utf8'), undefined)).toBe('<a>é</a>');
  });

  it('reads an encoding it does not know as UTF-8', () => {
    expect(feedText(Buffer.from('<a>é</a>', 'utf8'), 'text/xml; charset=x-unknown')).toBe('<a>é</a>');
  });
});
