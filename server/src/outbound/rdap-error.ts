import { OutboundError } from './safe-fetch';

/** Why a lookup could not tell: the registry was slow or busy, or it (or the bootstrap file) failed. */
export type RdapFailure = 'timeout' | 'rate-limited' | 'failed' | 'bootstrap';

export class RdapError extends Error {
  constructor(
    readonly failure: RdapFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RdapError';
  }

  /** An outbound request's failure as a lookup's: its deadline passed is a timeout, anything else `otherwise`. */
  static from(error: unknown, otherwise: RdapFailure): RdapError {
    if (error instanceof RdapError) return error;
    const failure = error instanceof OutboundError && error.reason === 'timeout' ? 'timeout' : otherwise;
    return new RdapError(failure, error instanceof Error ? error.message : String(error), { cause: error });
  }
}
