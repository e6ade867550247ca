import { describe, expect, it } from "vitest";
import { formatLocalDay, formatMoney, formatNumber } from "./format";

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
});
