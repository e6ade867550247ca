import type { GuideSection, GuideTopic, GuideWithSections } from "../../contract/guides";
import type { Brokerage } from "../../contract/settings";

const titles: [string, string][] = [
  ["Staging My Home", "Sofa"],
  ["Repair Checklist", "Wrench"],
  ["Value-Enhancing Upgrades", "Hammer"],
  ["Curb Appeal Tips", "Trees"],
  ["Decluttering Before Selling", "PackageOpen"],
  ["Pricing Strategy", "DollarSign"],
  ["Best Time to Sell", "CalendarDays"],
  ["Showing My Home", "DoorOpen"],
  ["Pre-Listing Inspection", "ClipboardCheck"],
  ["Home Photo Tips", "Camera"],
  ["Maximizing Sale Price", "TrendingUp"],
  ["Negotiation Tips", "Handshake"],
];

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The twelve topics of spec section 2, as GET /api/guides/topics returns them. */
export const testTopics: GuideTopic[] = titles.map(([title, icon], i) => ({
  id: i + 1,
  title,
  slug: slug(title),
  icon,
  description: `About ${title.toLowerCase()}.`,
  createdAt: "2026-01-01T00:00:00.000Z",
  locale: "en-CA",
  fellBack: false,
  locales: ["en-CA", "fr-CA"],
}));

export function testSection(topicId: number, order: number, overrides: Partial<GuideSection> = {}): GuideSection {
  return {
    id: topicId * 100 + order,
    topicId,
    title: `Section ${order + 1}`,
    content: `<p>Body of section ${order + 1}.</p>`,
    order,
    locale: "en-CA",
    imageUrl: null,
    imagePrompt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A topic with `count` sections, as GET /api/guides/slug/{slug} returns it. */
export function testGuide(topic: GuideTopic, count = 3): GuideWithSections {
  return { ...topic, sections: Array.from({ length: count }, (_, i) => testSection(topic.id, i)) };
}

export const testBrokerage: Brokerage = {
  name: "Maple Key Realty",
  address: "100 King St W, Toronto, ON",
  phone: "416-555-0100",
  email: "hello@maplekey.test",
  logoUrl: "",
};

/** The test topic with this slug (throws when there is none, so a test cannot pass on a typo). */
export function testTopic(slugOf: string): GuideTopic {
  const topic = testTopics.find((t) => t.slug === slugOf);
  if (!topic) throw new Error(`no test topic ${slugOf}`);
  return topic;
}
