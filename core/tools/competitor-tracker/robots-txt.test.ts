import { describe, expect, it } from 'vitest';
import { isAllowedByRobots, parseRobotsTxt } from './robots-txt';

// RFC 9309 (Robots Exclusion Protocol, September 2022), §5.1 'Simple Example', verbatim.
// https://www.rfc-editor.org/rfc/rfc9309.html#section-5.1
const SIMPLE_EXAMPLE = `User-Agent: *
Disallow: *.gif$
Disallow: /example/
Allow: /publications/

User-Agent: foobot
Disallow:/
Allow:/example/page.html
Allow:/example/allowed.gif

User-Agent: barbot
User-Agent: bazbot
Disallow: /example/page.html

User-Agent: quxbot

EOF`;

describe('RFC 9309 §5.1, the simple example (outcomes worked out by hand from §2.2.1–§2.2.3)', () => {
  const robots = parseRobotsTxt(SIMPLE_EXAMPLE);
  it.each([
    // Any other crawler takes the `*` group: *.gif$ and /example/ are disallowed, /publications/ allowed.
    ['otherbot', '/', true],
    ['otherbot', '/example/page.html', false],
    ['otherbot', '/images/logo.gif', false],
    ['otherbot', '/images/logo.gif?v=2', true], // `$`: the path must end with .gif
    ['otherbot', '/publications/2022.html', true],
    // foobot: everything disallowed but the two pages it may fetch (the longer Allow beats `Disallow:/`).
    ['foobot', '/', false],
    ['FooBot', '/example/page.html', true], // the token matches case-insensitively (§2.2.1)
    ['foobot', '/example/allowed.gif', true],
    ['foobot', '/example/other.html', false],
    ['foobot/2.1', '/example/page.html', false], // a product token is letters, `_` and `-`: 'foobot/2.1' is not foobot
    // barbot and bazbot share one group: only /example/page.html is disallowed (the `*` group is not theirs).
    ['barbot', '/example/page.html', false],
    ['bazbot', '/example/page.html', false],
    ['bazbot', '/example/other.html', true],
    ['barbot', '/images/logo.gif', true],
    // quxbot's group has no rules: everything is allowed.
    ['quxbot', '/example/page.html', true],
    ['quxbot', '/images/logo.gif', true],
  ])('%s → %s: %s', (agent, path, allowed) => expect(isAllowedByRobots(robots, agent, path)).toBe(allowed));

  it('always allows /robots.txt itself (§2.2.2)', () => {
    expect(isAllowedByRobots(robots, 'foobot', '/robots.txt')).toBe(true);
  });
});

describe('RFC 9309 §5.2, the longest match', () => {
  // https://www.rfc-editor.org/rfc/rfc9309.html#section-5.2: 'foobot would be allowed to access /example/page/ but
  // disallowed to access /example/page/disallowed.gif'.
  const robots = parseRobotsTxt(`User-Agent: foobot
Allow: /example/page/
Disallow: /example/page/disallowed.gif`);
  it('allows the page and disallows the longer-matched image', () => {
    expect(isAllowedByRobots(robots, 'foobot', '/example/page/')).toBe(true);
    expect(isAllowedByRobots(robots, 'foobot', '/example/page/disallowed.gif')).toBe(false);
  });
});

describe('RFC 9309 §2.2.1, groups for one token are combined', () => {
  // https://www.rfc-editor.org/rfc/rfc9309.html#section-2.2.1: ExampleBot's two groups are one: /foo, /bar and /baz.
  const robots = parseRobotsTxt(`user-agent: ExampleBot
disallow: /foo
disallow: /bar

user-agent: ExampleBot
disallow: /baz

user-agent: *
disallow: /foo
disallow: /bar

user-agent: BazBot
disallow: /baz`);
  it.each([
    ['examplebot', '/foo', false],
    ['examplebot', '/bar', false],
    ['examplebot', '/baz', false],
    ['examplebot', '/qux', true],
    ['bazbot', '/foo', true], // BazBot's own group says nothing of /foo
    ['otherbot', '/baz', true],
    ['otherbot', '/foo', false],
  ])('%s → %s: %s', (agent, path, allowed) => expect(isAllowedByRobots(robots, agent, path)).toBe(allowed));
});

describe('the matcher’s edges', () => {
  it('allows an equal Allow over a Disallow (§2.2.2), and matches percent-encoded non-ASCII paths (§2.2.2)', () => {
    const robots = parseRobotsTxt('User-agent: *\nDisallow: /page\nAllow: /page\nDisallow: /foo/bar/ツ');
    expect(isAllowedByRobots(robots, 'founder', '/page')).toBe(true);
    expect(isAllowedByRobots(robots, 'founder', '/foo/bar/%E3%83%84')).toBe(false);
  });

  it('allows everything when there are no groups, or none for the crawler and no `*` (§2.2.1)', () => {
    expect(isAllowedByRobots(parseRobotsTxt(''), 'founder', '/anything')).toBe(true);
    expect(isAllowedByRobots(parseRobotsTxt('User-agent: otherbot\nDisallow: /'), 'founder', '/x')).toBe(true);
  });

  it('reads `*` in the middle and `$` at the end (§2.2.3)', () => {
    const robots = parseRobotsTxt('User-agent: *\nDisallow: /private*/notes$\nDisallow: /*.pdf$');
    expect(isAllowedByRobots(robots, 'founder', '/private-a/b/notes')).toBe(false);
    expect(isAllowedByRobots(robots, 'founder', '/private-a/b/notes/more')).toBe(true);
    expect(isAllowedByRobots(robots, 'founder', '/docs/deck.pdf')).toBe(false);
    expect(isAllowedByRobots(robots, 'founder', '/docs/deck.pdf.html')).toBe(true);
  });
});
