import { describe, expect, it } from "vitest";
import { inQuietHours } from "./quiet-hours";

const night = { quietStart: "22:00", quietEnd: "07:00", timeZone: "America/Toronto" };

describe("inQuietHours", () => {
  it("reads the agent's own wall clock, across midnight, start included and end excluded", () => {
    // 2026-01-15 is winter: Toronto is UTC-5.
    expect(inQuietHours(night, new Date("2026-01-16T02:59:00Z"))).toBe(false); // 21:59
    expect(inQuietHours(night, new Date("2026-01-16T03:00:00Z"))).toBe(true); // 22:00
    expect(inQuietHours(night, new Date("2026-01-16T05:30:00Z"))).toBe(true); // 00:30
    expect(inQuietHours(night, new Date("2026-01-16T11:59:00Z"))).toBe(true); // 06:59
    expect(inQuietHours(night, new Date("2026-01-16T12:00:00Z"))).toBe(false); // 07:00
  });

  it("has no quiet hours without both ends or with equal ends, and falls back to UTC for an unknown zone", () => {
    const at = new Date("2026-01-16T05:30:00Z");
    expect(inQuietHours({ ...night, quietEnd: null }, at)).toBe(false);
    expect(inQuietHours({ ...night, quietEnd: "22:00" }, at)).toBe(false);
    expect(inQuietHours({ ...night, timeZone: "Mars/Olympus" }, new Date("2026-01-16T23:00:00Z"))).toBe(true);
    expect(inQuietHours({ ...night, timeZone: "Mars/Olympus" }, new Date("2026-01-16T12:00:00Z"))).toBe(false);
  });
});
