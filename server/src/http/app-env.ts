import type { Logger } from '../lib/logger';

/** What every handler finds on the Hono context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
  };
};
