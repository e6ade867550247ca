import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeValueDisclaimers } from "../../../contract/home-value";
import { CONSENT_TEXT_VERSION } from "../../../contract/leads";
import { emailOutbox, leadHomeValues, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { newLeadId, sameOrigin } from "../../test/factories";
import { sendMonthlyReports } from "./home-value-report.service";
import { HOME_VALUE_REPORT_KIND } from "./home-value-report-email";
import { insertSampleSales, sampleSales } from "./sample-sales";

let t: TestApp;
const DAY = 86_400_000;
const sales = sampleSales({ count: 900, seed: 8, start: "2024-10-01", days: 700 });
const postalCode = sales.find((s) => s.city === "Montréal")?.postalCode ?? "H2J 1A1";

beforeAll(async () => {
  t = await buildTestApp();
  await insertSampleSales(t.db, sales);
  // As after an import: measured, and the range calibrated by the figures.
  await t.app.homeValue.store.remeasure();
}, 120_000);
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: sameOrigin });

/** A seller who used the funnel, with or without the marketing box, a month and a day ago. */
async function funnelSeller(email: string, marketingConsent: boolean, locale: "en-CA" | "fr-CA") {
  const id = newLeadId();
  const leadSecret = randomBytes(16).toString("base64url");
  const request = {
    street: "4520 rue Saint-Denis",
    city: "Montréal",
    province: "QC",
    postalCode,
    propertyType: "condo",
    livingArea: 900,
    yearBuilt: 1985,
  };
  // The funnel saves the seller, the home and its estimate in one call (issue 41).
  expect(
    (
      await post("/api/home-value/lead", {
        id,
        leadSecret,
        fullName: "Léa Vendeuse",
        email,
        consent: true,
        consentTextVersion: CONSENT_TEXT_VERSION,
        marketingConsent,
        locale,
        request,
      })
    ).statusCode,
  ).toBe(200);
  await t.db
    .update(leadHomeValues)
    .set({ createdAt: new Date(Date.now() - 31 * DAY) })
    .where(eq(leadHomeValues.leadId, id));
  return id;
}

const reportsTo = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, HOME_VALUE_REPORT_KIND)));

describe("the monthly home-value e-mail", () => {
  it("goes monthly only to sellers with express consent, in their language, with the disclaimer and an unsubscribe link", async () => {
    const yes = `yes.${randomBytes(3).toString("hex")}@example.com`;
    const no = `no.${randomBytes(3).toString("hex")}@example.com`;
    const consenting = await funnelSeller(yes, true, "fr-CA");
    await funnelSeller(no, false, "en-CA");
    const store = t.app.homeValue.store;
    const now = new Date();

    expect(await sendMonthlyReports(t.db, store, "http://portal.test", now)).toBe(1);
    const [report] = await reportsTo(yes);
    expect(report).toMatchObject({ subject: "La valeur estimée de votre propriété ce mois-ci", leadId: consenting });
    expect(report?.textBody).toContain("Bonjour Léa,");
    expect(report?.textBody).toContain(homeValueDisclaimers["fr-CA"]);
    expect(report?.textBody).toMatch(/Valeur estimée : \d/);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, consenting));
    expect(report?.unsubscribeUrl).toBe(`http://portal.test/unsubscribe/${lead?.unsubscribeToken}`);
    expect(await reportsTo(no)).toEqual([]);

    // Not again this month; again the next one.
    expect(await sendMonthlyReports(t.db, store, "http://portal.test", new Date(now.getTime() + 5 * DAY))).toBe(0);
    expect(await sendMonthlyReports(t.db, store, "http://portal.test", new Date(now.getTime() + 31 * DAY))).toBe(1);
    expect(await reportsTo(yes)).toHaveLength(2);

    // Unsubscribed: never again.
    const token = lead?.unsubscribeToken as string;
    expect((await t.app.inject({ method: "POST", url: `/unsubscribe/${token}`, headers: sameOrigin })).statusCode).toBe(
      200,
    );
    expect(await sendMonthlyReports(t.db, store, "http://portal.test", new Date(now.getTime() + 62 * DAY))).toBe(0);
    expect(await reportsTo(yes)).toHaveLength(2);
  });
});
