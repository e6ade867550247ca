import type { GuideSection, GuideTopic } from "../../../../contract/guides";

export interface SectionSearchHit {
  section: GuideSection;
  topic: GuideTopic;
}

/** The text of an HTML fragment, parsed inertly (nothing runs, nothing loads). */
export function htmlToText(html: string): string {
  // A space after each block keeps "one.</p><p>Two" from reading as "one.Two".
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|div)>|<br\s*\/?>/gi, "$& ");
  const doc = new DOMParser().parseFromString(spaced, "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * Spec section 5: a case-insensitive substring over the section title, its content (as text) and its
 * guide's title. Results follow the guides' order, then the sections' order.
 */
export function searchSections(
  query: string,
  topics: readonly GuideTopic[],
  sectionsByTopic: ReadonlyMap<number, readonly GuideSection[]>,
): SectionSearchHit[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const hits: SectionSearchHit[] = [];
  for (const topic of topics) {
    const topicMatches = topic.title.toLowerCase().includes(needle);
    for (const section of sectionsByTopic.get(topic.id) ?? []) {
      if (
        topicMatches ||
        section.title.toLowerCase().includes(needle) ||
        htmlToText(section.content).toLowerCase().includes(needle)
      ) {
        hits.push({ section, topic });
      }
    }
  }
  return hits;
}
