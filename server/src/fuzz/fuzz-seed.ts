/** What a tool's fuzz seed is given: the fixture's owner's requests, and the links the app mailed. */
export type FuzzSeedContext = {
  /** Sends `json` as the fixture's owner (POST unless `method` says) and gives the answer's JSON; a refusal fails. */
  send: <T>(path: string, json: unknown, method?: 'POST' | 'PUT' | 'PATCH') => Promise<T>;
  /** Sends as `send` does, as another signed-in user (the other side of what two users do together: an intro). */
  sendAsOther: <T>(path: string, json: unknown, method?: 'POST' | 'PUT' | 'PATCH') => Promise<T>;
  /** Reads `path` as the fixture's owner (GET) and gives the answer's JSON; a refusal fails. */
  read: <T>(path: string) => Promise<T>;
  /** The first link in the last mail the app sent to `to` (an invitation's). */
  linkMailedTo: (to: string) => string;
};

/**
 * Makes a tool's rows for the fuzzer, as the fixture's owner through the tool's own routes, and gives the real ids
 * (or tokens) of each kind of path parameter its routes take (fuzz-fixture.ts pools them).
 */
export type FuzzSeed<Kind extends string> = (context: FuzzSeedContext) => Promise<Record<Kind, string[]>>;
