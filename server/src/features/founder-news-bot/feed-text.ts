/**
 * A feed's bytes as text, in the encoding it declares: the charset of its Content-Type (RFC 9110 §8.3.2), else its XML
 * declaration's encoding (XML 1.0 §4.3.3), else UTF-8. An encoding TextDecoder does not know reads as UTF-8.
 */
export function feedText(body: Buffer, contentType: string | undefined): string {
  const declared =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(body.subarray(0, 200).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
