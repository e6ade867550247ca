import { describe, expect, it } from "vitest";
import { createSessionId } from "../../../lib/session-id";
import { previewVariant, resolveVariant, splitVariant } from "./pick-variant";

describe("lead-flow variant", () => {
  it("previews only the two known readings", () => {
    expect(previewVariant("?variant=two-step")).toBe("two-step");
    expect(previewVariant("variant=four-card")).toBe("four-card");
    expect(previewVariant("?variant=split")).toBeNull();
    expect(previewVariant("")).toBeNull();
  });

  it("prefers the preview, then the setting", () => {
    expect(resolveVariant("two-step", "four-card", "lead_1700000000000_abcdefghi")).toBe("two-step");
    expect(resolveVariant(null, "two-step", "lead_1700000000000_abcdefghi")).toBe("two-step");
    expect(resolveVariant(null, "four-card", "lead_1700000000000_abcdefghi")).toBe("four-card");
  });

  it("splits per session id: stable for one id and close to 50/50 over many", () => {
    const id = "lead_1700000000000_k3j9x0a1b";
    expect(resolveVariant(null, "split", id)).toBe(splitVariant(id));
    expect(splitVariant(id)).toBe(splitVariant(id));
    let twoStep = 0;
    for (let i = 0; i < 2000; i++) if (splitVariant(createSessionId(1_700_000_000_000 + i)) === "two-step") twoStep++;
    expect(twoStep).toBeGreaterThan(850);
    expect(twoStep).toBeLessThan(1150);
  });
});
