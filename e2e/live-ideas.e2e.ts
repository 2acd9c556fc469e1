import { it } from 'vitest';
import { liveIdeasJourney } from './support/live-ideas-journey';
import { useStack } from './support/use-stack';

const stack = useStack();

it('shows the page tree, a property, the title (not over one being typed), a comment and a pin live in the other browsers (ADR 0114)', async () => {
  await liveIdeasJourney(stack(), 'live-ideas');
});
