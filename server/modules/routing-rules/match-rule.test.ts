import { describe, expect, it } from "vitest";
import type { RoutingConditions } from "../../../contract/routing-rules";
import { matchRule, type RoutingLead, wallClock } from "./match-rule";

const lead = (overrides: Partial<RoutingLead> = {}): RoutingLead => ({
  type: "cash",
  flow: "lead-flow",
  variant: "four-card",
  source: "direct",
  utmCampaign: null,
  language: "en-CA",
  province: "ON",
  city: "Toronto",
  postalCode: "M5V 3L9",
  timeline: "immediately",
  ...overrides,
});
const rule = (name: string, conditions: RoutingConditions, isActive = true) => ({ name, conditions, isActive });
// Wednesday 2026-11-25, 14:30 in Toronto (EST, UTC-5).
const wednesdayAfternoon = new Date("2026-11-25T19:30:00Z");
const toronto = "America/Toronto";
const first = (rules: ReturnType<typeof rule>[], l: RoutingLead, now = wednesdayAfternoon, tz = toronto) =>
  matchRule(rules, l, now, tz)?.name;

describe("matchRule", () => {
  it("returns the first matching rule in order, skipping inactive ones", () => {
    const rules = [
      rule("paused", { leadTypes: ["cash"] }, false),
      rule("realtor", { leadTypes: ["realtor"] }),
      rule("cash", { leadTypes: ["cash"] }),
      rule("also cash", { leadTypes: ["cash"] }),
    ];
    expect(first(rules, lead())).toBe("cash");
    expect(first(rules, lead({ type: "realtor" }))).toBe("realtor");
  });

  it("matches a rule with no condition (the catch-all) for every lead, and nothing when no rule matches", () => {
    expect(first([rule("Quebec", { provinces: ["QC"] }), rule("everyone", {})], lead())).toBe("everyone");
    expect(first([rule("Quebec", { provinces: ["QC"] })], lead())).toBeUndefined();
    expect(first([], lead())).toBeUndefined();
  });

  it("needs every condition to hold, and any one value of each", () => {
    const rules = [rule("ON French", { provinces: ["ON", "QC"], languages: ["fr-CA"] })];
    expect(first(rules, lead({ language: "fr-CA" }))).toBe("ON French");
    expect(first(rules, lead({ language: "fr-CA", province: "QC" }))).toBe("ON French");
    expect(first(rules, lead({ language: "en-CA" }))).toBeUndefined();
    expect(first(rules, lead({ language: "fr-CA", province: "BC" }))).toBeUndefined();
  });

  it("reads flow, variant, source and campaign; a missing value never matches a condition on it", () => {
    expect(first([rule("api", { flows: ["api"] })], lead({ flow: "api", variant: null }))).toBe("api");
    expect(first([rule("two-step", { variants: ["two-step"] })], lead({ variant: "two-step" }))).toBe("two-step");
    expect(first([rule("two-step", { variants: ["two-step"] })], lead({ variant: null }))).toBeUndefined();
    expect(first([rule("fb", { sources: ["Facebook"] })], lead({ source: "facebook" }))).toBe("fb");
    const campaign = [rule("spring", { utmCampaigns: ["spring-2027"] })];
    expect(first(campaign, lead({ utmCampaign: "Spring-2027" }))).toBe("spring");
    expect(first(campaign, lead({ utmCampaign: null }))).toBeUndefined();
  });

  it("compares cities without case or accents, and postal codes by prefix without the space", () => {
    expect(first([rule("mtl", { cities: ["Montréal"] })], lead({ city: " montreal " }))).toBe("mtl");
    expect(first([rule("mtl", { cities: ["Montréal"] })], lead({ city: "Laval" }))).toBeUndefined();
    const downtown = [rule("downtown", { postalPrefixes: ["M5V", "M5H3"] })];
    expect(first(downtown, lead({ postalCode: "m5v 3l9" }))).toBe("downtown");
    expect(first(downtown, lead({ postalCode: "M5H 3A1" }))).toBe("downtown");
    expect(first(downtown, lead({ postalCode: "M5H 2A1" }))).toBeUndefined();
    expect(first(downtown, lead({ postalCode: null }))).toBeUndefined();
  });

  it("reads the moving timeline", () => {
    const soon = [rule("soon", { timelines: ["immediately", "within3months"] })];
    expect(first(soon, lead({ timeline: "within3months" }))).toBe("soon");
    expect(first(soon, lead({ timeline: "over1year" }))).toBeUndefined();
    expect(first(soon, lead({ timeline: null }))).toBeUndefined();
  });

  it("reads the day and time of day on the brokerage's clock, not UTC's", () => {
    // 2026-11-26T03:30Z is Thursday 03:30 in UTC but Wednesday 22:30 in Toronto.
    const lateWednesday = new Date("2026-11-26T03:30:00Z");
    expect(wallClock(lateWednesday, toronto)).toEqual({ day: "wed", time: "22:30" });
    expect(wallClock(lateWednesday, "UTC")).toEqual({ day: "thu", time: "03:30" });
    const rules = [
      rule("weekday evenings", {
        days: ["mon", "tue", "wed", "thu", "fri"],
        timeOfDay: { from: "18:00", to: "23:00" },
      }),
    ];
    expect(first(rules, lead(), lateWednesday)).toBe("weekday evenings");
    expect(first(rules, lead(), lateWednesday, "UTC")).toBeUndefined();
    expect(first(rules, lead(), wednesdayAfternoon)).toBeUndefined();
  });

  it("includes a range's start, excludes its end, and wraps ranges that span midnight", () => {
    const night = [rule("night", { timeOfDay: { from: "22:00", to: "07:00" } })];
    const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00-05:00`);
    expect(first(night, lead(), at("22:00"))).toBe("night");
    expect(first(night, lead(), at("23:59"))).toBe("night");
    expect(first(night, lead(), at("00:00"))).toBe("night");
    expect(first(night, lead(), at("06:59"))).toBe("night");
    expect(first(night, lead(), at("07:00"))).toBeUndefined();
    expect(first(night, lead(), at("21:59"))).toBeUndefined();
    const office = [rule("office", { timeOfDay: { from: "09:00", to: "17:00" } })];
    expect(first(office, lead(), at("09:00"))).toBe("office");
    expect(first(office, lead(), at("17:00"))).toBeUndefined();
  });

  it("follows daylight saving time: 9:00 in Toronto is 13:00 UTC in July and 14:00 UTC in January", () => {
    const morning = [rule("morning", { timeOfDay: { from: "09:00", to: "10:00" } })];
    expect(first(morning, lead(), new Date("2026-07-15T13:15:00Z"))).toBe("morning");
    expect(first(morning, lead(), new Date("2026-01-15T13:15:00Z"))).toBeUndefined();
    expect(first(morning, lead(), new Date("2026-01-15T14:15:00Z"))).toBe("morning");
  });

  it("reads Saturday and Sunday", () => {
    const weekend = [rule("weekend", { days: ["sat", "sun"] })];
    expect(first(weekend, lead(), new Date("2026-11-28T17:00:00Z"))).toBe("weekend");
    expect(first(weekend, lead(), new Date("2026-11-29T17:00:00Z"))).toBe("weekend");
    expect(first(weekend, lead(), new Date("2026-11-30T17:00:00Z"))).toBeUndefined();
  });
});
