/** The parts of an RDAP domain answer (RFC 9083) a founder is told: when the registration expires, and with whom. */
export type RegisteredDomain = { expiresAt?: string; registrar?: string };

type RdapEvent = { eventAction?: unknown; eventDate?: unknown };
type RdapEntity = { roles?: unknown; vcardArray?: unknown };

/** The expiration event's date, as an ISO date-time; none when absent or not a date. */
function expiryOf(events: unknown): string | undefined {
  if (!Array.isArray(events)) return undefined;
  const expiration = (events as RdapEvent[]).find((event) => event?.eventAction === 'expiration');
  if (typeof expiration?.eventDate !== 'string') return undefined;
  const time = Date.parse(expiration.eventDate);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The registrar entity's name: its jCard's `fn` (RFC 7095: ["vcard", [["fn", {}, "text", "Name"], …]]). */
function registrarOf(entities: unknown): string | undefined {
  if (!Array.isArray(entities)) return undefined;
  const registrar = (entities as RdapEntity[]).find(
    (entity) => Array.isArray(entity?.roles) && entity.roles.includes('registrar'),
  );
  const properties = Array.isArray(registrar?.vcardArray) ? (registrar.vcardArray as unknown[])[1] : undefined;
  if (!Array.isArray(properties)) return undefined;
  const fn = (properties as unknown[]).find(
    (property): property is unknown[] => Array.isArray(property) && property[0] === 'fn',
  );
  const name = fn?.[3];
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}

/** What an RDAP domain object says of the registration (fields it lacks are left out). */
export function readRegisteredDomain(answer: unknown): RegisteredDomain {
  const domain = (answer ?? {}) as { events?: unknown; entities?: unknown };
  const expiresAt = expiryOf(domain.events);
  const registrar = registrarOf(domain.entities);
  return { ...(expiresAt ? { expiresAt } : {}), ...(registrar ? { registrar } : {}) };
}
