import { and, asc, eq, inArray } from "drizzle-orm";
import type { GuideSection, GuideTopic, GuideWithSections } from "../../../contract/guides";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { guideSections, guideTopics, guideTopicTranslations, guideViews } from "../../db/schema/index";

type TopicRow = typeof guideTopics.$inferSelect;
type SectionRow = typeof guideSections.$inferSelect;
type TranslationRow = Pick<typeof guideTopicTranslations.$inferSelect, "topicId" | "locale" | "title" | "description">;

const asLocale = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * The topic in the language asked for when it has one, else in the language it was written in
 * (decision 018), saying which one it served and whether that was a fallback.
 */
export function toTopic(row: TopicRow, translations: readonly TranslationRow[] = [], wanted?: Locale): GuideTopic {
  const own = asLocale(row.locale);
  const others = translations.filter((t) => t.topicId === row.id && t.locale !== own);
  const locales = [own, ...others.map((t) => asLocale(t.locale))];
  const want = wanted ?? own;
  const served = locales.includes(want) ? want : own;
  const translation = served === own ? undefined : others.find((t) => t.locale === served);
  return {
    id: row.id,
    title: translation?.title ?? row.title,
    slug: row.slug,
    icon: row.icon,
    description: translation ? translation.description : row.description,
    createdAt: row.createdAt.toISOString(),
    locale: served,
    fellBack: served !== want,
    locales,
  };
}

export function toSection(row: SectionRow): GuideSection {
  return {
    id: row.id,
    topicId: row.topicId,
    title: row.title,
    content: row.content,
    order: row.order,
    locale: asLocale(row.locale),
    imageUrl: row.imageUrl,
    imagePrompt: row.imagePrompt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function translationsOf(db: Database, topicIds: number[]): Promise<TranslationRow[]> {
  if (topicIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      topicId: guideTopicTranslations.topicId,
      locale: guideTopicTranslations.locale,
      title: guideTopicTranslations.title,
      description: guideTopicTranslations.description,
    })
    .from(guideTopicTranslations)
    .where(inArray(guideTopicTranslations.topicId, topicIds));
}

export async function listTopics(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<GuideTopic[]> {
  const rows = await db.select().from(guideTopics).orderBy(asc(guideTopics.id));
  const translations = await translationsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toTopic(row, translations, locale));
}

export async function findTopic(
  db: Database,
  id: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<GuideTopic | undefined> {
  const [row] = await db.select().from(guideTopics).where(eq(guideTopics.id, id));
  return row && toTopic(row, await translationsOf(db, [row.id]), locale);
}

/** The topic's sections in one language (no fallback: callers pick the language with findTopic). */
export async function listSections(
  db: Database,
  topicId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<GuideSection[]> {
  const rows = await db
    .select()
    .from(guideSections)
    .where(and(eq(guideSections.topicId, topicId), eq(guideSections.locale, locale)))
    .orderBy(asc(guideSections.order), asc(guideSections.id));
  return rows.map(toSection);
}

export async function findGuideBySlug(
  db: Database,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<GuideWithSections | undefined> {
  const [row] = await db.select().from(guideTopics).where(eq(guideTopics.slug, slug));
  if (!row) return undefined;
  const topic = toTopic(row, await translationsOf(db, [row.id]), locale);
  return { ...topic, sections: await listSections(db, row.id, topic.locale) };
}

export async function insertGuideView(db: Database, topic: string, slug: string): Promise<void> {
  await db.insert(guideViews).values({ topic, slug });
}
