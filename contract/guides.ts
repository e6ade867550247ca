import "./zod-config";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "./locale";
import { safeString, safeText, serialIdSchema } from "./safe-text";

export { DEFAULT_SECTION_IMAGE, slugify } from "./constants";

export const guideSlugSchema = safeString()
  .min(3, "Slug must be at least 3 characters")
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may contain lowercase letters, digits and hyphens");

export const localeSchema = z.enum(LOCALES);

/** `?locale=` of the guide calls (decision 018): the language wanted, English when absent. */
export const guideLocaleQuerySchema = z.object({ locale: localeSchema.default(DEFAULT_LOCALE) });
export type GuideLocaleQuery = z.input<typeof guideLocaleQuerySchema>;

export const guideTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  /** The language of title, description and sections as served. */
  locale: localeSchema,
  /** True when the language asked for does not exist for this topic and `locale` is the other one. */
  fellBack: z.boolean(),
  /** The languages this topic is written in (the first is the one it was created in). */
  locales: z.array(localeSchema),
});
export type GuideTopic = z.infer<typeof guideTopicSchema>;

export const guideSectionSchema = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  title: z.string(),
  /** Sanitised HTML; render it only through the client sanitiser. */
  content: z.string(),
  order: z.number().int(),
  locale: localeSchema,
  imageUrl: z.string().nullable(),
  imagePrompt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuideSection = z.infer<typeof guideSectionSchema>;

export const guideWithSectionsSchema = guideTopicSchema.extend({ sections: z.array(guideSectionSchema) });
export type GuideWithSections = z.infer<typeof guideWithSectionsSchema>;

export const trackGuideViewSchema = z.object({
  topic: safeString().trim().min(1).max(200),
  slug: safeString().trim().min(1).max(80),
});

export const personalisedGuideSchema = z.object({
  title: z.string(),
  introduction: z.string(),
  sections: z.array(z.object({ title: z.string(), content: z.string(), imageUrl: z.string().optional() })),
  conclusion: z.string(),
});
export type PersonalisedGuide = z.infer<typeof personalisedGuideSchema>;

export const debugGuideResponseSchema = z.object({ content: personalisedGuideSchema, token: z.string() });

/**
 * The icons a guide topic may name (lucide-react names): the screens draw exactly these
 * (client/components/guide-icon.tsx), so the API refuses any other (issue 44: an unknown one was stored and
 * drawn as a book).
 */
export const guideIconNames = [
  "BookOpen",
  "Calendar",
  "CalendarDays",
  "Camera",
  "ClipboardCheck",
  "ClipboardList",
  "DollarSign",
  "Dog",
  "DoorOpen",
  "Hammer",
  "Handshake",
  "Home",
  "House",
  "Key",
  "Landmark",
  "Lightbulb",
  "PackageOpen",
  "Paintbrush",
  "PawPrint",
  "Sofa",
  "Sparkles",
  "Trees",
  "TrendingUp",
  "Truck",
  "Wrench",
] as const;
export type GuideIconName = (typeof guideIconNames)[number];
export const UNKNOWN_ICON_MESSAGE = "Unknown icon: choose a name from the list";
const isGuideIconName = (value: string): value is GuideIconName =>
  (guideIconNames as readonly string[]).includes(value);

export const guideTopicInputSchema = z.object({
  title: safeString().trim().min(3, "Title must be at least 3 characters").max(120),
  icon: safeString()
    .trim()
    .min(1, "Icon name is required")
    .max(60)
    .refine((value) => value === "" || isGuideIconName(value), UNKNOWN_ICON_MESSAGE),
  slug: guideSlugSchema,
  description: safeText(300).optional().nullable(),
});
export type GuideTopicInput = z.input<typeof guideTopicInputSchema>;

/** An image URL we serve ourselves, or any https URL. */
export const imageUrlSchema = safeString()
  .trim()
  .max(500)
  .refine(
    (v) => /^\/(uploads|api\/illustrations|images)\/[A-Za-z0-9._/-]+$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v),
    "Invalid image URL",
  );

export const guideSectionInputSchema = z.object({
  title: safeString().trim().min(3, "Title must be at least 3 characters").max(120),
  content: safeString().trim().min(10, "Content must be at least 10 characters").max(50_000),
  order: z.coerce.number().int("Order must be a whole number").min(0, "Order must be 0 or more").max(1000),
  imageUrl: z.union([imageUrlSchema, z.literal(""), z.null()]).optional(),
  imagePrompt: safeText(500).optional().nullable(),
  topicId: serialIdSchema.optional(),
});
export type GuideSectionInput = z.input<typeof guideSectionInputSchema>;

export const generateContentInputSchema = z.object({ confirm: z.boolean().optional() });
export const generateImageInputSchema = z.object({ imagePrompt: safeString().trim().min(3).max(500) });
export const sectionImageUrlInputSchema = z.object({ imageUrl: z.union([imageUrlSchema, z.null()]) });
/** The stored image: its URL, the type read from its bytes, its size and where it was stored (/image-test shows all four). */
export const uploadImageResponseSchema = z.object({
  success: z.literal(true),
  imageUrl: z.string(),
  detectedType: z.string(),
  size: z.number().int(),
  storage: z.enum(["disk", "s3"]),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** Upload limit (spec section 9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
