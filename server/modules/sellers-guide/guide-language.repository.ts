import { eq } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema/index";

/**
 * The language a stored guide is written in: its lead's (the guide is written in the page's language, which
 * the lead records, decision 017; the client's PDF reads it the same way). A guide without a lead was asked
 * for without one: English, the default.
 */
export async function guideLanguage(db: Database, guide: { leadId: string | null }): Promise<Locale> {
  if (!guide.leadId) return DEFAULT_LOCALE;
  const [lead] = await db.select({ locale: leads.locale }).from(leads).where(eq(leads.id, guide.leadId));
  return isLocale(lead?.locale) ? lead.locale : DEFAULT_LOCALE;
}
