import { LEAD_ID_PATTERN } from "../../contract/constants";

/** localStorage key of the visitor session id (spec section 3); the id doubles as the lead id. */
export const SESSION_ID_KEY = "session-id";
/** localStorage key of the lead secret beside it: `{lead id} {secret}` (decision 005). */
export const SESSION_SECRET_KEY = "session-secret";

const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/** `lead_{Date.now()}_{9 base36 characters}`, the shape LEAD_ID_PATTERN accepts. */
export function createSessionId(now: number = Date.now()): string {
  let random = "";
  while (random.length < 9) random += Math.random().toString(36).slice(2);
  return `lead_${now}_${random.slice(0, 9)}`;
}

/** 144 bits from the platform's cryptographic generator, base64url (24 characters). */
export function createLeadSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

// Storage blocked (privacy mode): ids and secrets live for this page load only.
const memory = new Map<string, string>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function writeStorage(key: string, value: string): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: the value still works for this page's flow
  }
}

/** The stored session id, or a new one (stored) when there is none or the stored value is malformed. */
export function getSessionId(): string {
  // Server rendering: no visitor storage; the browser reads the real id when the page hydrates.
  if (typeof window === "undefined") return createSessionId();
  const stored = readStorage(SESSION_ID_KEY);
  if (stored && LEAD_ID_PATTERN.test(stored)) return stored;
  const id = createSessionId();
  writeStorage(SESSION_ID_KEY, id);
  return id;
}

/** Replaces the session id after a final submit, so a second lead from this browser becomes a new row. */
export function renewSessionId(): string {
  const id = createSessionId();
  writeStorage(SESSION_ID_KEY, id);
  return id;
}

/**
 * The secret that proves this browser owns lead `id` (decision 005), made before the lead's first save and
 * kept beside the session id. The server stores only its hash; every save of the lead sends it, so a
 * retried first save or a final after a lost answer is still accepted.
 */
export function getLeadSecret(id: string): string {
  const [storedId, storedSecret] = (readStorage(SESSION_SECRET_KEY) ?? "").split(" ");
  if (storedId === id && storedSecret && SECRET_PATTERN.test(storedSecret)) return storedSecret;
  const secret = createLeadSecret();
  writeStorage(SESSION_SECRET_KEY, `${id} ${secret}`);
  return secret;
}

/** `lead` with the proof of ownership of its id (leads without an id are made by the server, unowned). */
export function withLeadSecret<T extends { id?: string }>(lead: T): T & { leadSecret?: string } {
  return lead.id ? { ...lead, leadSecret: getLeadSecret(lead.id) } : lead;
}
