import type { BuiltServer } from './built-server';
import { prepareClients } from './traffic';
import { Ledger, type Query } from './ledger';

/** What the fault benchmarks share: the signed-up founders and their virtual clients, and how the data is read back. */

export const USERS = 5;
export const IDEAS_EACH = 20;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Target = {
  label: string;
  env: (port: number, smtpUrl: string) => Record<string, string | undefined>;
  query: <T>(use: (query: Query) => Promise<T>) => Promise<T>;
};

export async function signUpClients(
  server: BuiltServer,
  signUp: (base: string, email: string) => Promise<string>,
  count: number,
  tag: string,
) {
  const accounts = [];
  for (let i = 0; i < USERS; i++) {
    const email = `${tag}-${i}@bench.example`;
    accounts.push({ email, cookie: await signUp(server.base, email) });
  }
  const ledger = new Ledger();
  const clients = await prepareClients(server.base, accounts, { count, ideasEach: IDEAS_EACH, ledger });
  return { accounts, clients, ledger };
}
