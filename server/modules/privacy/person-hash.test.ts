import { describe, expect, it } from "vitest";
import { TEST_PERSON_HASH_KEY } from "../../test/build-test-app";
import { emailHash, installPersonHashKey, phoneHash } from "./person-hash";

installPersonHashKey(Buffer.from(TEST_PERSON_HASH_KEY, "utf8"));

describe("person hashes", () => {
  it("fold an e-mail's case and spaces, and read a phone as Canadian in E.164", () => {
    expect(emailHash("  Josee@Example.COM ")).toBe(emailHash("josee@example.com"));
    expect(emailHash("josee@example.com")).toMatch(/^k1:[0-9a-f]{64}$/);
    expect(emailHash("josee@example.com")).not.toBe(emailHash("other@example.com"));
    expect(phoneHash("(416) 555-0002")).toBe(phoneHash("+1 416 555 0002"));
    expect(phoneHash("(416) 555-0002")).not.toBe(emailHash("(416) 555-0002"));
  });

  it("are null when there is nothing to hash", () => {
    expect(emailHash("")).toBeNull();
    expect(emailHash(null)).toBeNull();
    expect(phoneHash("12")).toBeNull();
    expect(phoneHash(undefined)).toBeNull();
  });
});
