import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { leads } from "./leads";

export const guideTopics = pgTable(
  "guide_topics",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** In the topic's own language (`locale`); other languages are in guideTopicTranslations. */
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    icon: text("icon").notNull(),
    description: text("description"),
    /** The language the topic was written in first: its title and description above are in it (decision 018). */
    locale: text("locale").notNull().default("en-CA"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guide_topics_slug_unique").on(t.slug),
    check("guide_topics_locale_check", sql`${t.locale} in ('en-CA', 'fr-CA')`),
  ],
);

/** A topic's title and description in a language other than its own (decision 018). */
export const guideTopicTranslations = pgTable(
  "guide_topic_translations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => guideTopics.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guide_topic_translations_topic_locale_unique").on(t.topicId, t.locale),
    check("guide_topic_translations_locale_check", sql`${t.locale} in ('en-CA', 'fr-CA')`),
  ],
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
    /** Each language of a topic has its own sections. */
    locale: text("locale").notNull().default("en-CA"),
    imageUrl: text("image_url"),
    imagePrompt: text("image_prompt"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guide_sections_topic_id_idx").on(t.topicId, t.order),
    index("guide_sections_topic_locale_idx").on(t.topicId, t.locale, t.order),
    check("guide_sections_locale_check", sql`${t.locale} in ('en-CA', 'fr-CA')`),
  ],
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
