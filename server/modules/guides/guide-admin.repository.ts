import { and, eq, sql } from "drizzle-orm";
import type { GuideSection } from "../../../contract/guides";
import type { Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { guideSections, guideTopics, guideTopicTranslations } from "../../db/schema/index";
import { toSection } from "./guides.repository";

type TopicRow = typeof guideTopics.$inferSelect;
type SectionRow = typeof guideSections.$inferSelect;

/** What a section form writes (sanitised by the service). */
export interface SectionValues {
  title: string;
  content: string;
  order: number;
  imageUrl: string | null;
  imagePrompt?: string | null;
}

export async function findTopicIdBySlug(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: guideTopics.id }).from(guideTopics).where(eq(guideTopics.slug, slug));
  return row?.id;
}

export async function findTopicRow(db: Database, id: number): Promise<TopicRow | undefined> {
  const [row] = await db.select().from(guideTopics).where(eq(guideTopics.id, id));
  return row;
}

/** Inserts a topic unless its slug is taken (then undefined: the conflict rule decides a race). */
export async function insertTopic(
  db: Database,
  values: { title: string; slug: string; icon: string; description: string | null; locale: Locale },
): Promise<TopicRow | undefined> {
  const [row] = await db
    .insert(guideTopics)
    .values(values)
    .onConflictDoNothing({ target: guideTopics.slug })
    .returning();
  return row;
}

/**
 * Slug and icon are shared by both languages; title and description belong to the language edited: the
 * topic's own row when it is its language, else its translation row (one transaction).
 */
export async function updateTopic(
  db: Database,
  current: TopicRow,
  locale: Locale,
  values: { title: string; icon: string; slug: string; description: string | null },
): Promise<void> {
  const { title, icon, slug, description } = values;
  const now = new Date();
  const ownLanguage = current.locale === locale;
  await db.transaction(async (tx) => {
    await tx
      .update(guideTopics)
      .set({ icon, slug, updatedAt: now, ...(ownLanguage ? { title, description } : {}) })
      .where(eq(guideTopics.id, current.id));
    if (ownLanguage) return;
    await tx
      .insert(guideTopicTranslations)
      .values({ topicId: current.id, locale, title, description })
      .onConflictDoUpdate({
        target: [guideTopicTranslations.topicId, guideTopicTranslations.locale],
        set: { title, description, updatedAt: now },
      });
  });
}

/**
 * Removes one language of a topic (its title, description and sections) in one transaction; when it
 * is the topic's own language, the `remaining` one takes its place.
 */
export async function deleteTopicLocale(db: Database, id: number, locale: Locale, remaining: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    const [own] = await tx.select().from(guideTopics).where(eq(guideTopics.id, id)).for("update");
    if (own?.locale === locale) {
      const [other] = await tx
        .select()
        .from(guideTopicTranslations)
        .where(and(eq(guideTopicTranslations.topicId, id), eq(guideTopicTranslations.locale, remaining)));
      if (other) {
        await tx
          .update(guideTopics)
          .set({ title: other.title, description: other.description, locale: remaining, updatedAt: new Date() })
          .where(eq(guideTopics.id, id));
      }
    }
    await tx
      .delete(guideTopicTranslations)
      .where(
        and(
          eq(guideTopicTranslations.topicId, id),
          sql`${guideTopicTranslations.locale} in (${locale}, ${own?.locale === locale ? remaining : locale})`,
        ),
      );
    await tx.delete(guideSections).where(and(eq(guideSections.topicId, id), eq(guideSections.locale, locale)));
  });
}

export async function insertSection(
  db: Database,
  values: SectionValues & { topicId: number; locale: Locale },
): Promise<GuideSection> {
  const [row] = await db.insert(guideSections).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return toSection(row);
}

export async function findSectionRow(db: Database, id: number): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(guideSections).where(eq(guideSections.id, id));
  return row;
}

export async function updateSection(
  db: Database,
  id: number,
  values: Partial<SectionValues>,
): Promise<GuideSection | undefined> {
  const [row] = await db
    .update(guideSections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(guideSections.id, id))
    .returning();
  return row && toSection(row);
}

/** The section's generated image, stamped with the database's clock. */
export async function setSectionImage(
  db: Database,
  id: number,
  imageUrl: string,
  imagePrompt: string,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .update(guideSections)
    .set({ imageUrl, imagePrompt, updatedAt: sql`now()` })
    .where(eq(guideSections.id, id))
    .returning();
  return row;
}

export async function deleteSection(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(guideSections).where(eq(guideSections.id, id)).returning({ id: guideSections.id });
  return deleted.length > 0;
}

/** Replaces one language's sections of a topic with new ones (one transaction); the other language's stay. */
export async function replaceSections(
  db: Database,
  topicId: number,
  locale: Locale,
  sections: Omit<SectionValues, "imagePrompt">[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(guideSections).where(and(eq(guideSections.topicId, topicId), eq(guideSections.locale, locale)));
    await tx.insert(guideSections).values(sections.map((s) => ({ ...s, topicId, locale })));
  });
}
