import { describe, expect, it } from "vitest";
import { formatClock, formatDateTime, formatLocalDay, formatMoney, formatNumber, formatTime } from "./format";

// Intl separates groups and the currency sign with (narrow) no-break spaces; read them as spaces here.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formats per language", () => {
  it("money", () => {
    expect(plain(formatMoney(1234567.89, "fr-CA"))).toBe("1 234 567,89 $");
    expect(formatMoney(1234567.89, "en-CA")).toBe("$1,234,567.89");
  });

  it("days", () => {
    expect(plain(formatLocalDay("2026-11-23T15:00:00Z", "fr-CA"))).toBe("23 nov. 2026");
    expect(formatLocalDay("2026-11-23T15:00:00Z", "en-CA")).toBe("Nov 23, 2026");
  });

  it("numbers", () => {
    expect(plain(formatNumber(1234567, "fr-CA"))).toBe("1 234 567");
    expect(formatNumber(1234567, "en-CA")).toBe("1,234,567");
  });

  // One clock per language on every staff screen (decision 049): 12 hours in English as the spec's
  // 'h:mm a', 24 hours in French as Canadian French writes it.
  it("times, instants and wall clocks on one clock per language", () => {
    const afternoon = new Date(2026, 10, 23, 14, 5).toISOString();
    const morning = new Date(2026, 10, 23, 0, 30).toISOString();
    expect(formatTime(afternoon, "en-CA")).toBe("2:05 PM");
    expect(formatTime(morning, "en-CA")).toBe("12:30 AM");
    expect(plain(formatTime(afternoon, "fr-CA"))).toBe("14 h 05");
    expect(plain(formatTime(morning, "fr-CA"))).toBe("0 h 30");
    expect(formatDateTime(afternoon, "en-CA")).toBe("Nov 23, 2026 at 2:05 PM");
    expect(plain(formatDateTime(afternoon, "fr-CA"))).toBe("23 nov. 2026 à 14 h 05");
    expect(formatClock("14:30", "en-CA")).toBe("2:30 PM");
    expect(formatClock("00:00", "en-CA")).toBe("12:00 AM");
    expect(formatClock("12:15", "en-CA")).toBe("12:15 PM");
    expect(formatClock("08:00", "fr-CA")).toBe("8 h 00");
    expect(formatClock("18:00", "fr-CA")).toBe("18 h 00");
  });
});
