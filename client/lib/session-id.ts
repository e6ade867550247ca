import { LEAD_ID_PATTERN } from "../../contract/constants";

/** localStorage key of the visitor session id (spec section 3); the id doubles as the lead id. */
export const SESSION_ID_KEY = "session-id";

/** `lead_{Date.now()}_{9 base36 characters}`, the shape LEAD_ID_PATTERN accepts. */
export function createSessionId(now: number = Date.now()): string {
  let random = "";
  while (random.length < 9) random += Math.random().toString(36).slice(2);
  return `lead_${now}_${random.slice(0, 9)}`;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SESSION_ID_KEY);
  } catch {
    return null; // storage blocked (privacy mode): fall back to an id per page load
  }
}

function writeStorage(id: string): void {
  try {
    window.localStorage.setItem(SESSION_ID_KEY, id);
  } catch {
    // storage blocked: the id still works for this page's flow
  }
}

/** The stored session id, or a new one (stored) when there is none or the stored value is malformed. */
export function getSessionId(): string {
  const stored = readStorage();
  if (stored && LEAD_ID_PATTERN.test(stored)) return stored;
  const id = createSessionId();
  writeStorage(id);
  return id;
}

/** Replaces the session id after a final submit, so a second lead from this browser becomes a new row. */
export function renewSessionId(): string {
  const id = createSessionId();
  writeStorage(id);
  return id;
}
