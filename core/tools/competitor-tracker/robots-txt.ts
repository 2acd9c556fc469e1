/**
 * robots.txt as RFC 9309 (the Robots Exclusion Protocol) reads it: the groups of rules (§2.1), the group for a
 * crawler's product token (§2.2.1: matched case-insensitively, every matching group combined, else the `*` group,
 * else no rules), and whether a path is allowed (§2.2.2: the longest matching rule wins, Allow over an equal
 * Disallow; §2.2.3: `*` matches any characters, `$` ends the path). `/robots.txt` itself is always allowed (§2.2.2).
 */

type Rule = { allow: boolean; pattern: string };
type Group = { agents: string[]; rules: Rule[] };

/** The rules of a robots.txt file, by group. */
export type RobotsTxt = { groups: Group[] };

/** Characters outside ASCII percent-encoded, as §2.2.2 compares paths (an already encoded path stays as it is). */
const encodeNonAscii = (path: string) =>
  path.replace(/[\u0080-\uffff]+/g, (characters) => encodeURIComponent(characters));

/** Reads a robots.txt file (§2.2): lines `key: value`, comments after `#`; unknown keys and rules before any group ignored. */
export function parseRobotsTxt(text: string): RobotsTxt {
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    if (key !== 'allow' && key !== 'disallow') continue;
    lastWasAgent = false;
    // An empty rule matches nothing (§2.2.2: 'Disallow:' with no path disallows nothing).
    if (current && value) current.rules.push({ allow: key === 'allow', pattern: encodeNonAscii(value) });
  }
  return { groups };
}

/** The product token a user-agent line names: its leading letters, `_` and `-` (§2.2.1), as lower case. */
const tokenOf = (agent: string) => /^[a-z_-]*/.exec(agent)![0];

/** The rules for a crawler: its groups combined (§2.2.1), else the `*` group's, else none. */
function rulesFor({ groups }: RobotsTxt, productToken: string): Rule[] {
  const token = productToken.toLowerCase();
  const own = groups.filter((group) => group.agents.some((agent) => agent !== '*' && tokenOf(agent) === token));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes('*'));
  return chosen.flatMap((group) => group.rules);
}

/**
 * Whether `pattern` (with `*` and a final `$`) matches the start of `path` (§2.2.3). Each part between two `*` is found
 * at its first place after the last (no backtracking: as long as a file's patterns are, the match is linear); with
 * `$`, the last part must end the path.
 */
function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  const first = parts[0]!;
  if (!path.startsWith(first)) return false;
  if (parts.length === 1) return !anchored || path === first;
  let at = first.length;
  for (const part of parts.slice(1, anchored ? -1 : undefined)) {
    const found = path.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  const last = parts.at(-1)!;
  return !anchored || (path.endsWith(last) && path.length - last.length >= at);
}

/**
 * Whether the crawler named `productToken` may fetch `path` (its path and query, as in a URL) by these rules: the
 * longest matching rule decides, an Allow winning a tie; no matching rule allows it (§2.2.2).
 */
export function isAllowedByRobots(robots: RobotsTxt, productToken: string, path: string): boolean {
  const target = encodeNonAscii(path || '/');
  if (target === '/robots.txt') return true;
  let best: Rule | null = null;
  for (const rule of rulesFor(robots, productToken)) {
    if (!matches(rule.pattern, target)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieToAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieToAllow) best = rule;
  }
  return best?.allow ?? true;
}
