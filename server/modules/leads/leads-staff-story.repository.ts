import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { emailOutbox, guideTopics, guideTopicTranslations, sellersGuides } from "../../db/schema/index";

/** The lead's personalised guides, oldest first, with the follow-up answers the seller gave on each. */
export function listLeadGuides(db: Database, leadId: string) {
  return db
    .select({
      token: sellersGuides.token,
      topic: sellersGuides.topic,
      responses: sellersGuides.responses,
      createdAt: sellersGuides.createdAt,
    })
    .from(sellersGuides)
    .where(eq(sellersGuides.leadId, leadId))
    .orderBy(asc(sellersGuides.createdAt), asc(sellersGuides.token));
}

/** The e-mails written about the lead (to the seller and to staff), oldest first. */
export function listLeadEmails(db: Database, leadId: string) {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.leadId, leadId))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(200);
}

/**
 * Each of `titles` (a topic as a seller chose it: its title in either language, or its slug) worded in
 * `locale`: the topic's translation, else its own title. Titles of no known topic are left out.
 */
export async function topicTitlesIn(db: Database, titles: string[], locale: Locale): Promise<Map<string, string>> {
  const wanted = [...new Set(titles.map((title) => title.trim().toLowerCase()).filter(Boolean))];
  const worded = new Map<string, string>();
  if (wanted.length === 0) return worded;
  const named = sql`(${sql.join(
    wanted.map((w) => sql`${w}`),
    sql`, `,
  )})`;
  const rows = await db
    .select({
      slug: guideTopics.slug,
      title: guideTopics.title,
      locale: guideTopics.locale,
      translated: guideTopicTranslations.title,
      names: sql<
        string[]
      >`array(SELECT lower(tr.title) FROM guide_topic_translations tr WHERE tr.topic_id = ${guideTopics.id})`,
    })
    .from(guideTopics)
    .leftJoin(
      guideTopicTranslations,
      and(eq(guideTopicTranslations.topicId, guideTopics.id), eq(guideTopicTranslations.locale, locale)),
    )
    .where(
      sql`lower(${guideTopics.title}) IN ${named} OR ${guideTopics.slug} IN ${named} OR ${guideTopics.id} IN (SELECT ${guideTopicTranslations.topicId} FROM ${guideTopicTranslations} WHERE lower(${guideTopicTranslations.title}) IN ${named})`,
    );
  for (const row of rows) {
    const inLocale = row.locale === locale ? row.title : (row.translated ?? row.title);
    for (const name of [row.title.toLowerCase(), row.slug, ...(row.names ?? [])]) worded.set(name, inLocale);
  }
  return worded;
}
