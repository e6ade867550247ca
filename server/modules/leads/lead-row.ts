import type { leads } from "../../db/schema/index";

/** A lead as the database stores it. Its own file, so the mapping and the rules it uses (speed-to-lead) both take it without importing each other. */
export type LeadRow = typeof leads.$inferSelect;
