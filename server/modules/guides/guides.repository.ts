import { asc, eq } from "drizzle-orm";
import type { GuideSection, GuideTopic, GuideWithSections } from "../../../contract/guides";
import type { Database } from "../../db/client";
import { guideSections, guideTopics, guideViews } from "../../db/schema/index";

type TopicRow = typeof guideTopics.$inferSelect;
type SectionRow = typeof guideSections.$inferSelect;

export function toTopic(row: TopicRow): GuideTopic {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    icon: row.icon,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSection(row: SectionRow): GuideSection {
  return {
    id: row.id,
    topicId: row.topicId,
    title: row.title,
    content: row.content,
    order: row.order,
    imageUrl: row.imageUrl,
    imagePrompt: row.imagePrompt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTopics(db: Database): Promise<GuideTopic[]> {
  return (await db.select().from(guideTopics).orderBy(asc(guideTopics.id))).map(toTopic);
}

export async function findTopic(db: Database, id: number): Promise<GuideTopic | undefined> {
  const [row] = await db.select().from(guideTopics).where(eq(guideTopics.id, id));
  return row && toTopic(row);
}

export async function listSections(db: Database, topicId: number): Promise<GuideSection[]> {
  const rows = await db
    .select()
    .from(guideSections)
    .where(eq(guideSections.topicId, topicId))
    .orderBy(asc(guideSections.order), asc(guideSections.id));
  return rows.map(toSection);
}

export async function findGuideBySlug(db: Database, slug: string): Promise<GuideWithSections | undefined> {
  const [row] = await db.select().from(guideTopics).where(eq(guideTopics.slug, slug));
  if (!row) return undefined;
  return { ...toTopic(row), sections: await listSections(db, row.id) };
}

export async function insertGuideView(db: Database, topic: string, slug: string): Promise<void> {
  await db.insert(guideViews).values({ topic, slug });
}
