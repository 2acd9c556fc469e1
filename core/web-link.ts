/**
 * A web page a person can open from the app: http or https only (no javascript:, no file:), with a host that has a dot
 * (no localhost) — a contact's link, a directory suggestion's source.
 */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
}
