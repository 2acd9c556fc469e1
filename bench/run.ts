import { benchBoard } from './board';
import { benchStartup } from './startup';

/** `npm run bench`: every benchmark, printing its figures. Builds first so that it measures what ships. */
await benchStartup();
await benchBoard();
