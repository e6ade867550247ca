import { and, eq } from "drizzle-orm";
import { sanitizeGuideHtml } from "../../lib/guide-html";
import type { Database } from "../client";
import { guideSections, guideTopics, guideTopicTranslations } from "../schema/index";
import { frenchGuideLibrary } from "./guide-content/fr/library";
import { guideLibrary } from "./guide-content/library";
import type { SeedTopic, SeedTranslation } from "./guide-content/seed-topic";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function addFrench(tx: Tx, topicId: number, english: SeedTopic, french: SeedTranslation) {
  await tx
    .insert(guideTopicTranslations)
    .values({ topicId, locale: "fr-CA", title: french.title, description: french.description })
    .onConflictDoNothing();
  await tx.insert(guideSections).values(
    french.sections.map((section, index) => ({
      topicId,
      locale: "fr-CA",
      title: section.title,
      content: sanitizeGuideHtml(section.content),
      order: index,
      imageUrl: `/api/illustrations/${english.slug}-${index + 1}.svg`,
      imagePrompt: english.sections[index]?.imagePrompt ?? null,
    })),
  );
}

/**
 * Adds each library topic whose slug is not in the database yet, with its sections in English and
 * French. A topic that exists is never touched, so staff edits (and deletions of sections) survive every
 * restart; the one exception is a topic seeded before it had a French version, which gets it once.
 */
export async function seedGuides(db: Database): Promise<number> {
  let added = 0;
  for (const topic of guideLibrary) {
    const french = frenchGuideLibrary.find((t) => t.slug === topic.slug);
    const inserted = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: guideTopics.id, locale: guideTopics.locale })
        .from(guideTopics)
        .where(eq(guideTopics.slug, topic.slug));
      if (existing) {
        if (!french || existing.locale === "fr-CA") return false;
        const [translated] = await tx
          .select({ id: guideTopicTranslations.id })
          .from(guideTopicTranslations)
          .where(and(eq(guideTopicTranslations.topicId, existing.id), eq(guideTopicTranslations.locale, "fr-CA")));
        if (!translated) await addFrench(tx, existing.id, topic, french);
        return false;
      }
      const [row] = await tx
        .insert(guideTopics)
        .values({ title: topic.title, slug: topic.slug, icon: topic.icon, description: topic.description })
        .onConflictDoNothing()
        .returning({ id: guideTopics.id });
      if (!row) return false;
      await tx.insert(guideSections).values(
        topic.sections.map((section, index) => ({
          topicId: row.id,
          title: section.title,
          content: sanitizeGuideHtml(section.content),
          order: index,
          imageUrl: `/api/illustrations/${topic.slug}-${index + 1}.svg`,
          imagePrompt: section.imagePrompt,
        })),
      );
      if (french) await addFrench(tx, row.id, topic, french);
      return true;
    });
    if (inserted) added++;
  }
  return added;
}
