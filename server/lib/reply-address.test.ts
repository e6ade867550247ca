import { describe, expect, it } from "vitest";
import { leadIdOfReplyAddress, replyAddress } from "./reply-address";

const key = "k".repeat(32);

describe("reply addresses", () => {
  it("name their lead, and only with the key and domain they were made with", () => {
    const address = replyAddress("lead_abc123", key, "reply.maplekey.ca");
    expect(address).toMatch(/^reply\+lead_abc123\.[0-9a-f]{32}@reply\.maplekey\.ca$/);
    expect(leadIdOfReplyAddress(address, key, "reply.maplekey.ca")).toBe("lead_abc123");
    expect(leadIdOfReplyAddress(address.toUpperCase(), key, "Reply.MapleKey.ca")).toBe("lead_abc123");
    expect(leadIdOfReplyAddress(address, "x".repeat(32), "reply.maplekey.ca")).toBeNull();
    expect(leadIdOfReplyAddress(address, key, "other.example")).toBeNull();
    expect(leadIdOfReplyAddress(address.replace("lead_abc123", "lead_abc124"), key, "reply.maplekey.ca")).toBeNull();
    expect(leadIdOfReplyAddress("someone@reply.maplekey.ca", key, "reply.maplekey.ca")).toBeNull();
  });
});
