import type { CsvTable } from '../../csv-import/csv-records';

/**
 * vCard files (.vcf, RFC 6350 and the 3.0 and 2.1 that phones still export) as a table the contact import reads: a row
 * per card with its name, organisation, title, first e-mail and phone, URLs, categories and note. Folded lines are
 * unfolded; backslash escapes and QUOTED-PRINTABLE values (2.1) are decoded; a card with no FN takes its N.
 */
export const VCARD_HEADER = ['Name', 'Company', 'Title', 'Email', 'Phone', 'Links', 'Tags', 'Notes'];

const unescape = (value: string) =>
  value.replace(/\\([nN,;:\\])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** A QUOTED-PRINTABLE value's bytes as UTF-8 text ('=C3=A9' → 'é'; a soft line break '=' at a line's end joins it). */
function quotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...new TextEncoder().encode(value[index]!));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** A content line's name (without a group prefix like 'item1.'), its parameters (upper-cased) and its value. */
function contentLine(line: string) {
  const colon = line.indexOf(':');
  if (colon === -1) return null;
  const [nameWithGroup, ...params] = line.slice(0, colon).split(';');
  const name = nameWithGroup!.replace(/^.*\./, '').toUpperCase();
  const upperParams = params.map((param) => param.toUpperCase());
  const raw = line.slice(colon + 1);
  const value = upperParams.some((param) => param === 'ENCODING=QUOTED-PRINTABLE' || param === 'QUOTED-PRINTABLE')
    ? quotedPrintable(raw)
    : raw;
  return { name, value };
}

/** A TEL value as a number: 4.0 writes a tel: URI ('tel:+1-418-656-9254;ext=102' → '+1-418-656-9254 ext 102'). */
const phoneOf = (value: string) => {
  if (!/^tel:/i.test(value)) return value;
  const [number, ...params] = value.slice(4).split(';');
  const extension = params.find((param) => /^ext=/i.test(param))?.slice(4);
  return extension ? `${number} ext ${extension}` : number!;
};

/** Splits a structured value on unescaped semicolons (N, ORG). */
const parts = (value: string) => value.split(/(?<!\\);/).map((part) => unescape(part).trim());

/** The cards of a vCard file as a table (its header `VCARD_HEADER`); the row's line is the line its BEGIN:VCARD is on. */
export function vcardTable(text: string): CsvTable {
  // Unfold: a line starting with a space or tab continues the one before (RFC 6350 §3.2); 2.1's soft line breaks too.
  const lines: { line: number; text: string }[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((line, index) => {
      const last = lines.at(-1);
      if (last && /^[ \t]/.test(line)) last.text += line.slice(1);
      else if (last && /=$/.test(last.text) && /QUOTED-PRINTABLE/i.test(last.text))
        last.text = last.text.slice(0, -1) + line;
      else lines.push({ line: index + 1, text: line });
    });
  const rows: CsvTable['rows'] = [];
  let card: Record<string, string[]> | null = null;
  let start = 0;
  for (const { line, text: content } of lines) {
    const parsed = contentLine(content);
    if (!parsed) continue;
    if (parsed.name === 'BEGIN' && parsed.value.trim().toUpperCase() === 'VCARD') {
      card = {};
      start = line;
    } else if (parsed.name === 'END' && card) {
      const first = (name: string) => card![name]?.[0] ?? '';
      const structuredName = parts(first('N'));
      const name = unescape(first('FN')).trim() || [structuredName[1], structuredName[0]].filter(Boolean).join(' ');
      rows.push({
        line: start,
        cells: [
          name,
          parts(first('ORG'))[0] ?? '',
          unescape(first('TITLE')).trim(),
          unescape(first('EMAIL')).trim(),
          phoneOf(unescape(first('TEL')).trim()),
          (card['URL'] ?? []).map((url) => unescape(url).trim()).join(' '),
          (card['CATEGORIES'] ?? []).map((value) => unescape(value)).join(','),
          unescape(first('NOTE')).trim(),
        ],
      });
      card = null;
    } else if (card) (card[parsed.name] ??= []).push(parsed.value);
  }
  return { header: [...VCARD_HEADER], rows };
}
