import type { LeadFlow, RoutingConditions, Weekday } from "../../../contract/routing-rules";
import { weekdays } from "../../../contract/routing-rules";

/** The facts of a lead the rules read (decision 037). */
export interface RoutingLead {
  type: "cash" | "realtor";
  flow: LeadFlow;
  variant: string | null;
  source: string | null;
  utmCampaign: string | null;
  language: string;
  province: string | null;
  city: string | null;
  postalCode: string | null;
  /** The questionnaire's moving timeline, as stored (`movingTimeframe`). */
  timeline: string | null;
}

export interface MatchableRule {
  isActive: boolean;
  conditions: RoutingConditions;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The weekday and "HH:MM" of `now` on the wall clocks of `timeZone`. */
export function wallClock(now: Date, timeZone: string): { day: Weekday; time: string } {
  // Making a formatter costs far more than using one: one per time zone, kept.
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = part("weekday").slice(0, 3).toLowerCase() as Weekday;
  return { day: weekdays.includes(day) ? day : "mon", time: `${part("hour")}:${part("minute")}` };
}

/** Lower case, no accents, single spaces: "Montréal " and "montreal" are one city. */
const fold = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const oneOf = (values: readonly string[] | undefined, value: string | null) =>
  values === undefined || (value !== null && values.some((v) => fold(v) === fold(value)));

/** From (included) to (excluded); a range whose start is after its end spans midnight. */
function inTimeRange(range: { from: string; to: string }, time: string): boolean {
  return range.from < range.to ? time >= range.from && time < range.to : time >= range.from || time < range.to;
}

type Clock = () => { day: Weekday; time: string };

/** True when every condition holds for the lead (an empty rule always matches); `clock` reads the wall clock. */
function holds(c: RoutingConditions, lead: RoutingLead, clock: Clock): boolean {
  const postal = lead.postalCode?.replace(/\s+/g, "").toUpperCase() ?? "";
  return (
    oneOf(c.leadTypes, lead.type) &&
    oneOf(c.flows, lead.flow) &&
    oneOf(c.variants, lead.variant) &&
    oneOf(c.sources, lead.source) &&
    oneOf(c.utmCampaigns, lead.utmCampaign) &&
    oneOf(c.languages, lead.language) &&
    oneOf(c.provinces, lead.province) &&
    oneOf(c.cities, lead.city) &&
    (c.postalPrefixes === undefined || (postal !== "" && c.postalPrefixes.some((p) => postal.startsWith(p)))) &&
    oneOf(c.timelines, lead.timeline) &&
    (c.days === undefined || c.days.includes(clock().day)) &&
    (c.timeOfDay === undefined || inTimeRange(c.timeOfDay, clock().time))
  );
}

/** The first active rule, in the order given, whose conditions all hold for the lead at `now`. */
export function matchRule<R extends MatchableRule>(
  rules: readonly R[],
  lead: RoutingLead,
  now: Date,
  timeZone: string,
): R | undefined {
  let read: ReturnType<Clock> | undefined;
  const clock = () => {
    read ??= wallClock(now, timeZone);
    return read;
  };
  return rules.find((rule) => rule.isActive && holds(rule.conditions, lead, clock));
}
