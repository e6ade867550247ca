import type { z } from "zod";
import type {
  GuideSection,
  GuideTopic,
  guideSectionInputSchema,
  guideTopicInputSchema,
} from "../../../contract/guides";
import type { Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AiProvider } from "../../integrations/ai/ai-provider";
import { sanitizeGuideHtml } from "../../lib/guide-html";
import { httpError } from "../../lib/http-error";
import {
  deleteSection,
  deleteTopicLocale,
  findSectionRow,
  findTopicIdBySlug,
  findTopicRow,
  insertSection,
  insertTopic,
  replaceSections,
  type SectionValues,
  setSectionImage,
  updateSection,
  updateTopic,
} from "./guide-admin.repository";
import { findTopic, listSections, toSection } from "./guides.repository";

type TopicInput = z.output<typeof guideTopicInputSchema>;
type SectionInput = z.output<typeof guideSectionInputSchema>;

const guideNotFound = () => httpError("guide_not_found", {});
const sectionNotFound = () => httpError("section_not_found", {});
/** Sections are added to a language the topic has: its title comes first (decision 018). */
const localeMissing = (locale: Locale) => httpError(locale === "fr-CA" ? "guide_no_french" : "guide_no_english", {});
const slugTaken = () => httpError("slug_taken", {}, [{ path: "body.slug", message: "Slug already in use" }]);

async function slugFree(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const id = await findTopicIdBySlug(db, slug);
  return id === undefined || id === exceptId;
}

export async function createTopic(db: Database, input: TopicInput, locale: Locale): Promise<GuideTopic> {
  // The conflict rule, not the check above it, decides a race between two creations of one slug.
  if (!(await slugFree(db, input.slug))) throw slugTaken();
  const row = await insertTopic(db, { ...input, description: input.description || null, locale });
  if (!row) throw slugTaken();
  const topic = await findTopic(db, row.id, locale);
  if (!topic) throw slugTaken();
  return topic;
}

export async function editTopic(db: Database, id: number, input: TopicInput, locale: Locale): Promise<GuideTopic> {
  const current = await findTopicRow(db, id);
  if (!current) throw guideNotFound();
  if (!(await slugFree(db, input.slug, current.id))) throw slugTaken();
  const { title, icon, slug } = input;
  await updateTopic(db, current, locale, { title, icon, slug, description: input.description || null }).catch(
    (error: unknown) => {
      throw isUniqueViolation(error) ? slugTaken() : error;
    },
  );
  const topic = await findTopic(db, current.id, locale);
  if (!topic) throw guideNotFound();
  return topic;
}

/**
 * Removing one language: its title, description and sections go; the other language stays. A guide
 * keeps at least one language, and when its own language goes the remaining one takes its place.
 */
export async function removeTopicLocale(db: Database, id: number, locale: Locale): Promise<GuideTopic> {
  const topic = await findTopic(db, id, locale);
  if (!topic) throw guideNotFound();
  if (!topic.locales.includes(locale)) throw httpError("guide_version_missing", {});
  const remaining = topic.locales.find((l) => l !== locale);
  if (!remaining) {
    throw httpError("guide_last_language", {});
  }
  await deleteTopicLocale(db, id, locale, remaining);
  const after = await findTopic(db, id, remaining);
  if (!after) throw guideNotFound();
  return after;
}

const sectionValues = (body: SectionInput): SectionValues => ({
  title: body.title,
  content: sanitizeGuideHtml(body.content),
  order: body.order,
  imageUrl: body.imageUrl || null,
  ...(body.imagePrompt !== undefined ? { imagePrompt: body.imagePrompt || null } : {}),
});

export async function addSection(
  db: Database,
  topicId: number,
  input: SectionInput,
  locale: Locale,
): Promise<GuideSection> {
  const topic = await findTopic(db, topicId, locale);
  if (!topic) throw guideNotFound();
  if (!topic.locales.includes(locale)) throw localeMissing(locale);
  return insertSection(db, { ...sectionValues(input), topicId, locale });
}

export async function editSection(db: Database, id: number, input: SectionInput): Promise<GuideSection> {
  const section = await updateSection(db, id, sectionValues(input));
  if (!section) throw sectionNotFound();
  return section;
}

export async function setSectionImageUrl(db: Database, id: number, imageUrl: string | null): Promise<GuideSection> {
  const section = await updateSection(db, id, { imageUrl });
  if (!section) throw sectionNotFound();
  return section;
}

export async function removeSection(db: Database, id: number): Promise<void> {
  if (!(await deleteSection(db, id))) throw sectionNotFound();
}

/** Writes a language's sections with the AI provider; replacing existing ones needs `confirm`. */
export async function generateTopicContent(
  db: Database,
  ai: AiProvider,
  topicId: number,
  locale: Locale,
  confirm: boolean | undefined,
): Promise<GuideSection[]> {
  const topic = await findTopic(db, topicId, locale);
  if (!topic) throw guideNotFound();
  if (!topic.locales.includes(locale)) throw localeMissing(locale);
  const existing = await listSections(db, topic.id, locale);
  if (existing.length > 0 && !confirm) {
    throw httpError("guide_has_content", {});
  }
  const generated = await ai.generateTopicSections(topic, locale);
  // Only this language's sections are replaced; the other language's stay as they are.
  await replaceSections(
    db,
    topic.id,
    locale,
    generated.sections.map((s, order) => ({
      title: s.title,
      content: sanitizeGuideHtml(s.content),
      order,
      imageUrl: `/api/illustrations/${topic.slug}-${order + 1}.svg`,
    })),
  );
  return listSections(db, topic.id, locale);
}

export async function generateSectionImage(
  db: Database,
  ai: AiProvider,
  id: number,
  imagePrompt: string,
): Promise<GuideSection> {
  const section = await findSectionRow(db, id);
  if (!section) throw sectionNotFound();
  const image = await ai.generateImage(imagePrompt, `section-${section.id}-${Date.now()}`);
  const row = await setSectionImage(db, section.id, image.url, imagePrompt);
  return toSection(row ?? section);
}
