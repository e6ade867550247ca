/**
 * A public flow's unfinished answers, kept in sessionStorage under one key per flow. The language switch
 * is a full page load to the other address (decision 017), so a flow's React state does not survive it:
 * the flow writes its draft on every change, reads it back once mounted and clears it when the answers
 * are sent. A draft belongs to one lead id (the session id): a draft of another lead is ignored.
 */
export interface FlowDraft<T> {
  leadId: string;
  /** Where the visitor was: a card index or a step name. */
  at: number | string;
  values: T;
}

const PREFIX = "flow-draft:";

export function readFlowDraft<T>(key: string, leadId: string): FlowDraft<T> | null {
  if (typeof window === "undefined") return null;
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<FlowDraft<T>> | null;
    if (!draft || draft.leadId !== leadId || draft.values === null || typeof draft.values !== "object") return null;
    if (typeof draft.at !== "number" && typeof draft.at !== "string") return null;
    return draft as FlowDraft<T>;
  } catch {
    return null;
  }
}

export function writeFlowDraft<T>(key: string, draft: FlowDraft<T>): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // storage blocked or full: the flow still works, a language switch then starts it again
  }
}

export function clearFlowDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // storage blocked: nothing was kept
  }
}

/**
 * `stored` laid over `defaults`, field by field, keeping only fields of the same type as the default (a
 * draft written by an older page, or edited by hand, never puts a wrong type into the form).
 */
export function mergeDraftValues<T extends object>(defaults: T, stored: unknown): T {
  const merged = { ...defaults };
  if (!stored || typeof stored !== "object") return merged;
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = (stored as Record<keyof T, unknown>)[key];
    if (value !== undefined && typeof value === typeof defaults[key]) merged[key] = value as T[keyof T];
  }
  return merged;
}
