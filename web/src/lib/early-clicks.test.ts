import { expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

it('holds clicks until released, then replays them in order on the elements still there', () => {
  const container = document.createElement('div');
  container.innerHTML = '<button id="a">A</button><a id="b" href="#b">B</a><button id="gone">Gone</button>';
  document.body.append(container);
  const seen: string[] = [];
  // What a page's own handlers see: the click, with its default action (following a link) still to come.
  container.addEventListener('click', (event) => seen.push(`${(event.target as HTMLElement).id}${event.defaultPrevented ? ' (prevented)' : ''}`));

  const release = holdEarlyClicks(container);
  (container.querySelector('#b') as HTMLElement).click();
  (container.querySelector('#gone') as HTMLElement).click();
  (container.querySelector('#a') as HTMLElement).click();
  expect(seen).toEqual([]);

  container.querySelector('#gone')!.remove();
  release();
  expect(seen).toEqual(['b', 'a']);

  // Released: clicks go straight through, and nothing is replayed twice.
  (container.querySelector('#a') as HTMLElement).click();
  release();
  expect(seen).toEqual(['b', 'a', 'a']);
  container.remove();
});
