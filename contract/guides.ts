import { z } from "zod";

export const guideSlugSchema = z
  .string()
  .min(3, "Slug must be at least 3 characters")
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may contain lowercase letters, digits and hyphens");

export const guideTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type GuideTopic = z.infer<typeof guideTopicSchema>;

export const guideSectionSchema = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  title: z.string(),
  /** Sanitised HTML; render it only through the client sanitiser. */
  content: z.string(),
  order: z.number().int(),
  imageUrl: z.string().nullable(),
  imagePrompt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuideSection = z.infer<typeof guideSectionSchema>;

export const guideWithSectionsSchema = guideTopicSchema.extend({ sections: z.array(guideSectionSchema) });
export type GuideWithSections = z.infer<typeof guideWithSectionsSchema>;

export const trackGuideViewSchema = z.object({
  topic: z.string().trim().min(1).max(200),
  slug: z.string().trim().min(1).max(80),
});

/** The image shown for a section without one of its own. */
export const DEFAULT_SECTION_IMAGE = "/images/default-section.svg";

/** Slug from a title: lowercase, runs of non-alphanumerics become hyphens, trimmed (spec section 5). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const personalisedGuideSchema = z.object({
  title: z.string(),
  introduction: z.string(),
  sections: z.array(z.object({ title: z.string(), content: z.string(), imageUrl: z.string().optional() })),
  conclusion: z.string(),
});
export type PersonalisedGuide = z.infer<typeof personalisedGuideSchema>;

export const debugGuideResponseSchema = z.object({ content: personalisedGuideSchema, token: z.string() });
