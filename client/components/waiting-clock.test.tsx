import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n";
import type { Translate } from "../i18n/use-t";
import { formatWait as formatWaitIn, WaitingClock, waitLevel } from "./waiting-clock";

const english = await createI18n("en-CA");
const french = await createI18n("fr-CA");
const en: Translate = (id, values) => english._(id, values);
const fr: Translate = (id, values) => french._(id, values);
const formatWait = (ms: number) => formatWaitIn(ms, en);

afterEach(() => vi.useRealTimers());

describe("the waiting clock", () => {
  it("formats waits to the minute, then hours, then days", () => {
    expect(formatWait(59_000)).toBe("0 min");
    expect(formatWait(4 * 60_000)).toBe("4 min");
    expect(formatWait(125 * 60_000)).toBe("2 h 05 min");
    expect(formatWait((3 * 24 + 4) * 3600_000)).toBe("3 d 4 h");
    expect(formatWaitIn(125 * 60_000, fr)).toBe("2 h 05 min");
    expect(formatWaitIn((3 * 24 + 4) * 3600_000, fr)).toBe("3 j 4 h");
  });

  it("turns amber past 5 minutes and red past 1 hour", () => {
    expect(waitLevel(5 * 60_000)).toBe("ok");
    expect(waitLevel(5 * 60_000 + 1)).toBe("amber");
    expect(waitLevel(3600_000)).toBe("amber");
    expect(waitLevel(3600_000 + 1)).toBe("red");
  });

  it("shows how long the lead has waited, and nothing once nobody is waited for", () => {
    vi.useFakeTimers({ now: new Date("2026-03-02T15:10:00Z") });
    const { rerender } = render(<WaitingClock since="2026-03-02T15:02:00Z" />);
    expect(screen.getByText("Waiting 8 min")).toHaveAttribute("data-wait", "amber");
    rerender(<WaitingClock since={null} />);
    expect(screen.queryByText(/Waiting/)).toBeNull();
  });
});
