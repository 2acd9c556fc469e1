import { z } from '../zod';

/** One of the signed-in user's sessions as Profile → Security lists it (never its token). */
export type AccountSession = {
  id: string;
  browser: string;
  os: string;
  /** When the session was last refreshed (better-auth does so at most hourly while the app is used). */
  lastActiveAt: string;
  signedInAt: string;
  /** The session of the request that asked: 'This device'. */
  current: boolean;
};

export const sessionIdParamSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
