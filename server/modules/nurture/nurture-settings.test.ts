import { describe, expect, it } from "vitest";
import { quietUntil } from "./nurture-settings";

const toronto = { startHour: 21, endHour: 8, timeZone: "America/Toronto" };
const until = (iso: string, quiet = toronto) => quietUntil(new Date(iso), quiet)?.toISOString() ?? null;

describe("an action plan's quiet hours (decision 039)", () => {
  it("hold a step from the start hour to the end hour, local time, across midnight", () => {
    // Tuesday 10 March 2026, EDT (UTC-4).
    expect(until("2026-03-10T12:59:00Z")).toBeNull(); // 8:59
    expect(until("2026-03-10T11:59:30Z")).toBe("2026-03-10T12:00:00.000Z"); // 7:59:30 → 8:00
    expect(until("2026-03-11T00:59:00Z")).toBeNull(); // 20:59
    expect(until("2026-03-11T01:00:00Z")).toBe("2026-03-11T12:00:00.000Z"); // 21:00 → 8:00 next day
  });

  it("end at 8:00 on the wall clock when the clocks change overnight", () => {
    // Saturday 7 March 2026 at 22:00 EST; the clocks spring forward at 2:00, so 8:00 is EDT (12:00 UTC).
    expect(until("2026-03-08T03:00:00Z")).toBe("2026-03-08T12:00:00.000Z");
    // Saturday 31 October 2026 at 22:00 EDT; the clocks fall back, so 8:00 is EST (13:00 UTC).
    expect(until("2026-11-01T02:00:00Z")).toBe("2026-11-01T13:00:00.000Z");
  });

  it("are none when start and end are the same hour", () => {
    expect(until("2026-03-11T03:00:00Z", { ...toronto, startHour: 0, endHour: 0 })).toBeNull();
  });
});
