import { afterEach, describe, expect, it } from "vitest";
import { leadIdSchema } from "../../contract/leads";
import {
  createSessionId,
  getLeadSecret,
  getSessionId,
  renewSessionId,
  SESSION_ID_KEY,
  SESSION_SECRET_KEY,
  withLeadSecret,
} from "./session-id";

afterEach(() => window.localStorage.clear());

describe("session id", () => {
  it("is shaped lead_{timestamp}_{9 base36 characters}", () => {
    const id = createSessionId(1_700_000_000_000);
    expect(id).toMatch(/^lead_1700000000000_[a-z0-9]{9}$/);
    expect(leadIdSchema.safeParse(id).success).toBe(true);
  });

  it("is created once, stored under 'session-id', and reused", () => {
    const first = getSessionId();
    expect(window.localStorage.getItem(SESSION_ID_KEY)).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it("replaces a malformed stored value", () => {
    window.localStorage.setItem(SESSION_ID_KEY, "not-a-lead-id");
    const id = getSessionId();
    expect(leadIdSchema.safeParse(id).success).toBe(true);
    expect(window.localStorage.getItem(SESSION_ID_KEY)).toBe(id);
  });

  it("is renewed after a final submit", () => {
    const first = getSessionId();
    const renewed = renewSessionId();
    expect(renewed).not.toBe(first);
    expect(getSessionId()).toBe(renewed);
  });
});

describe("lead secret", () => {
  it("is made once per lead id, kept beside the session id, and at least 128 bits", () => {
    const id = getSessionId();
    const secret = getLeadSecret(id);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(window.localStorage.getItem(SESSION_SECRET_KEY)).toBe(`${id} ${secret}`);
    expect(getLeadSecret(id)).toBe(secret);
    expect(withLeadSecret({ id, name: "Sam" })).toEqual({ id, name: "Sam", leadSecret: secret });
  });

  it("is new for a renewed session id, and absent when the lead has no id", () => {
    const first = getLeadSecret(getSessionId());
    const renewed = renewSessionId();
    expect(getLeadSecret(renewed)).not.toBe(first);
    expect(withLeadSecret<{ id?: string; name: string }>({ name: "Sam" })).toEqual({ name: "Sam" });
  });
});
