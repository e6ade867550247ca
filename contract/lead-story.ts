import "./zod-config";
import { z } from "zod";
import { LOCALES } from "./locale";

/** `?locale=fr-CA`: the story's worded parts (topic titles, follow-up questions) in that language; English without it. */
export const leadStoryQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

/**
 * Where a lead came from and what the seller told us (the lead page's story): the attribution the visitor
 * arrived with, the questionnaire's answers by id (the screen words them), the personalised guides with
 * their follow-up answers worded in the asked language from the guide's question definitions, and the
 * e-mails about the lead for its timeline.
 */
export const leadStorySchema = z.object({
  attribution: z.object({
    /** The lead's source: the campaign's utm_source, else the referring host, else "direct". */
    source: z.string().nullable(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
    term: z.string().nullable(),
    content: z.string().nullable(),
    /** The referring site's host. */
    referrer: z.string().nullable(),
    /** The last touch (issue 43): the latest campaign or referrer the seller came back by; null when none. */
    lastTouch: z
      .object({
        source: z.string().nullable(),
        medium: z.string().nullable(),
        campaign: z.string().nullable(),
        referrer: z.string().nullable(),
      })
      .nullable()
      .optional(),
  }),
  questionnaire: z.object({
    /** The topic's title in the asked language when it is a known topic, else as the seller chose it. */
    topic: z.string().nullable(),
    /** Months until the move (0 is as soon as possible, 12 twelve or more). */
    movingTimeline: z.number().int().nullable(),
    /** The questionnaire's reason id (e.g. `job-relocation`), or the words another source sent. */
    movingReason: z.string().nullable(),
    movingLocation: z.string().nullable(),
    hasSoldBefore: z.boolean().nullable(),
    hasRealtor: z.boolean().nullable(),
  }),
  guides: z.array(
    z.object({
      token: z.string(),
      /** The guide's topic in the asked language when known, else as written. */
      topic: z.string(),
      createdAt: z.string(),
      followUp: z.array(
        z.object({
          questionId: z.string(),
          /** The question's text in the asked language (the guide's question definitions). */
          question: z.string(),
          /** The answer in the asked language: a choice is worded from its option, typed text stays as typed. */
          answer: z.string(),
          /** For a yes/no question, the answer as a value (the screen words it); null otherwise. */
          yes: z.boolean().nullable(),
        }),
      ),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      status: z.enum(["pending", "sent", "failed"]),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type LeadStory = z.infer<typeof leadStorySchema>;
