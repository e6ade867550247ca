import { eq } from "drizzle-orm";
import { sanitizeGuideHtml } from "../../modules/guides/guide-html";
import type { Database } from "../client";
import { guideSections, guideTopics } from "../schema/index";
import { guideLibrary } from "./guide-content/library";

/**
 * Adds each library topic whose slug is not in the database yet, with its sections. A topic that
 * exists is never touched, so staff edits (and deletions of sections) survive every restart.
 */
export async function seedGuides(db: Database): Promise<number> {
  let added = 0;
  for (const topic of guideLibrary) {
    const inserted = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: guideTopics.id })
        .from(guideTopics)
        .where(eq(guideTopics.slug, topic.slug));
      if (existing) return false;
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
      return true;
    });
    if (inserted) added++;
  }
  return added;
}
