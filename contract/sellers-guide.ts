import "./zod-config";
import { z } from "zod";
import { localeSchema, personalisedGuideSchema } from "./guides";
import { leadIdSchema, leadSecretSchema } from "./leads";
import { safeString, safeText } from "./safe-text";

/** Guide tokens are 192 random bits, base64url. */
export const guideTokenSchema = safeString().regex(/^[A-Za-z0-9_-]{32}$/, "Invalid guide token");

export const generateGuideInputSchema = z.object({
  /** The topic's title (or slug) as the visitor chose it. */
  topic: safeString().trim().min(1, "Topic is required").max(120),
  leadId: leadIdSchema.optional(),
  /** The secret the lead was saved with (decision 005): a guide is attached only to a lead it proves. */
  leadSecret: leadSecretSchema.optional(),
  sessionId: safeString().max(100).optional(),
  /** The visitor's language: the guide is written in it (en-CA when absent). */
  locale: localeSchema.optional(),
});
export type GenerateGuideInput = z.infer<typeof generateGuideInputSchema>;

/** `?locale=fr-CA` on a public read: the answer in that language (decision 017); English without it. */
export const localeQuerySchema = z.object({ locale: localeSchema.optional() });

export const generateGuideResponseSchema = z.object({ token: guideTokenSchema, content: personalisedGuideSchema });
/** A stored guide as the reader gets it, with the language it is written in (the reader says when it is not the page's). */
export const sellersGuideResponseSchema = z.object({
  content: personalisedGuideSchema.extend({ locale: localeSchema }),
});
export type ReadableGuide = z.infer<typeof sellersGuideResponseSchema>["content"];

export const followUpQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** `phone`: a text answer checked as a phone number (it may become the lead's phone). */
  type: z.enum(["text", "phone", "multiple_choice", "yes_no"]),
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type FollowUpQuestion = z.infer<typeof followUpQuestionSchema>;
export const questionsResponseSchema = z.object({ questions: z.array(followUpQuestionSchema) });

export const REQUIRED_QUESTION_IDS = ["name", "q1"] as const;

export const guideResponsesInputSchema = z.object({
  responses: z.array(z.object({ questionId: safeString().trim().min(1).max(40), answer: safeText(2000) })).max(20),
});
export type GuideResponsesInput = z.infer<typeof guideResponsesInputSchema>;

export const guideImageInputSchema = z.object({ sectionTitle: safeString().trim().min(1).max(200) });
export const guideImageResponseSchema = z.object({ imageUrl: z.string() });
