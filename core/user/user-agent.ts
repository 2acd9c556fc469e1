import { say } from '../i18n/say';

/** A browser and an operating system, as a person names them ('Chrome', 'macOS'), from a User-Agent header. */
export type Device = { browser: string; os: string };

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari", every browser
// on iOS says "Safari" (and names itself with Crios/FxiOS/EdgiOS).
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)|\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)|\b(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** What a session's browser or system is called when the User-Agent does not tell. */
export const UNKNOWN_DEVICE = say({ id: 'core.user.unknownDevice', defaultMessage: 'Unknown' });

/** 'Chrome 131' on 'macOS'; 'Unknown' for what cannot be told (a script, an empty header). */
export function describeUserAgent(userAgent: string | null | undefined): Device {
  const agent = userAgent ?? '';
  let browser = UNKNOWN_DEVICE;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(agent);
    if (!match) continue;
    const version = match.slice(1).find(Boolean);
    browser = version ? `${name} ${version}` : name;
    break;
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? UNKNOWN_DEVICE;
  return { browser, os };
}
