import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { leads } from "./leads";

export const guideTopics = pgTable(
  "guide_topics",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    icon: text("icon").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("guide_topics_slug_unique").on(t.slug)],
);

export const guideSections = pgTable(
  "guide_sections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => guideTopics.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    order: integer("sort_order").notNull().default(0),
    imageUrl: text("image_url"),
    imagePrompt: text("image_prompt"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guide_sections_topic_id_idx").on(t.topicId, t.order)],
);

/** One row per public guide page view (POST /api/guides/track). */
export const guideViews = pgTable(
  "guide_views",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topic: text("topic").notNull(),
    slug: text("slug").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guide_views_slug_idx").on(t.slug, t.createdAt)],
);

export interface SellersGuideContent {
  title: string;
  introduction: string;
  sections: { title: string; content: string; imageUrl?: string }[];
  conclusion: string;
}

export const sellersGuides = pgTable(
  "sellers_guides",
  {
    /** Random, unguessable (>= 128 bits). */
    token: text("token").primaryKey(),
    leadId: text("lead_id").references(() => leads.id, { onDelete: "set null" }),
    topic: text("topic").notNull(),
    content: jsonb("content").$type<SellersGuideContent>().notNull(),
    responses: jsonb("responses").$type<{ questionId: string; answer: string }[]>(),
    /** Which provider wrote it (builtin, openai), for support and quality checks. */
    provider: text("provider").notNull().default("builtin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sellers_guides_lead_id_idx").on(t.leadId)],
);
