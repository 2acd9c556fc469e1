/*
 * Punycode (RFC 3492), the encoding of a U-label's code points after the xn-- of its A-label. Written here rather
 * than taken from a package: Node's own `punycode` module shadows the npm one of the same name on the server, and
 * the browser has no decoder; the algorithm is the RFC's §6, with its §5 parameters.
 */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const MAX_CODE_POINT = 0x10ffff;

/** RFC 3492 §6.1. */
function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

const threshold = (k: number, bias: number) => Math.min(Math.max(k - bias, T_MIN), T_MAX);
/** 0–25 are a–z, 26–35 are 0–9 (RFC 3492 §5); lower case, as an A-label is written. */
const digitChar = (digit: number) => String.fromCharCode(digit < 26 ? 97 + digit : 22 + digit);
const digitOf = (char: string): number | null => {
  const code = char.charCodeAt(0);
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  return null;
};

/** A label's code points in punycode (RFC 3492 §6.3), without the xn-- prefix: 'münchen' → 'mnchen-3ya'. */
export function encodePunycode(label: string): string {
  const points = Array.from(label, (char) => char.codePointAt(0)!);
  const basic = points.filter((point) => point < INITIAL_N);
  let output = String.fromCodePoint(...basic);
  let handled = basic.length;
  if (handled > 0) output += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < points.length) {
    const next = Math.min(...points.filter((point) => point >= n));
    delta += (next - n) * (handled + 1);
    n = next;
    for (const point of points) {
      if (point < n) delta += 1;
      if (point !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = threshold(k, bias);
        if (q < t) break;
        output += digitChar(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digitChar(q);
      bias = adapt(delta, handled + 1, handled === basic.length);
      delta = 0;
      handled += 1;
    }
    delta += 1;
    n += 1;
  }
  return output;
}

/** The code points a punycode string stands for (RFC 3492 §6.2), without the xn-- prefix; null when it is not one. */
export function decodePunycode(encoded: string): string | null {
  const delimiter = encoded.lastIndexOf('-');
  const points = Array.from(delimiter > 0 ? encoded.slice(0, delimiter) : '', (char) => char.codePointAt(0)!);
  if (points.some((point) => point >= INITIAL_N)) return null;
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  let position = delimiter > 0 ? delimiter + 1 : 0;
  while (position < encoded.length) {
    const oldI = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (position >= encoded.length) return null;
      const digit = digitOf(encoded.charAt(position));
      position += 1;
      if (digit === null) return null;
      i += digit * weight;
      const t = threshold(k, bias);
      if (digit < t) break;
      weight *= BASE - t;
      if (i > MAX_CODE_POINT * (points.length + 1)) return null;
    }
    bias = adapt(i - oldI, points.length + 1, oldI === 0);
    n += Math.floor(i / (points.length + 1));
    i %= points.length + 1;
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return null;
    points.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...points);
}
