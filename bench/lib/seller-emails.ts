// The seller's e-mails as a brokerage sends them, in both languages, for the render bench, the screenshots
// (bench/email-screenshots.ts) and nothing else: a lead row as the database would give it, a brand with a
// logo, colour and licence line. Two staff e-mails (the new-lead alert, the managers' alert) ride along.
import { homeValueDisclaimers } from "../../contract/home-value";
import type { Locale } from "../../contract/locale";
import type { Brokerage } from "../../contract/settings";
import type { OutgoingEmail } from "../../server/integrations/mail/outbox";
import { managerAlertEmail } from "../../server/modules/claims/claims-email";
import { homeValueReportEmail } from "../../server/modules/home-value/home-value-report-email";
import { acknowledgementEmail } from "../../server/modules/leads/acknowledgement-email";
import { leadAlertEmails } from "../../server/modules/leads/lead-alert-email";
import type { LeadRow } from "../../server/modules/leads/lead-row";
import { sellersGuideEmail } from "../../server/modules/sellers-guide/guide-email";

export const sampleBrokerage: Brokerage = {
  name: "Maple Key Realty",
  address: "100 King Street West, Suite 500, Toronto, ON M5X 1A9",
  phone: "(416) 555-0140",
  email: "hello@maplekeyrealty.ca",
  logoUrl: "",
  brandColor: "#0f766e",
  licence: "Brokerage registered with RECO",
};

const publicUrl = "https://portal.maplekeyrealty.ca";

function lead(locale: Locale, overrides: Partial<LeadRow>): LeadRow {
  return {
    id: "lead_1796000000000_abc123def",
    type: "realtor",
    fullName: locale === "fr-CA" ? "Camille Tremblay" : "Morgan Quick",
    email: "seller@example.com",
    phone: "(514) 555-0111",
    contactMethod: "Phone",
    topics: null,
    locale,
    doNotEmail: false,
    workingWithRealtor: false,
    hasRealtor: false,
    tag: null,
    ...overrides,
  } as LeadRow;
}

export type SampleKind =
  | "ack-cash"
  | "ack-agent-email"
  | "ack-home-value"
  | "ack-guide"
  | "guide"
  | "home-value-report"
  | "staff-new-lead"
  | "staff-unclaimed";

export async function sellerEmail(
  kind: SampleKind,
  locale: Locale,
  brokerage = sampleBrokerage,
): Promise<OutgoingEmail> {
  const context = { agentName: "Avery Quinn", agentEmail: "avery@maplekeyrealty.ca", brokerage, publicUrl };
  switch (kind) {
    case "ack-cash":
      return acknowledgementEmail(lead(locale, { type: "cash" }), context);
    case "ack-agent-email":
      return acknowledgementEmail(lead(locale, { contactMethod: "Email" }), { ...context, agentName: null });
    case "ack-home-value":
      return acknowledgementEmail(lead(locale, { contactMethod: null }), {
        ...context,
        homeValue: { estimate: { value: 612000, low: 580000, high: 645000 } },
      });
    case "ack-guide":
      return acknowledgementEmail(lead(locale, { topics: ["pricing"] }), context);
    case "guide":
      return sellersGuideEmail({
        to: "seller@example.com",
        leadId: "lead_1796000000000_abc123def",
        topic: locale === "fr-CA" ? "Stratégie de prix" : "Pricing Strategy",
        guideUrl: `${publicUrl}/api/nurture/l/3nWq0Yw0w2PZ8Wc0ZpZx1Q`,
        unsubscribeUrl: `${publicUrl}/unsubscribe/${"A".repeat(32)}`,
        brokerage,
        publicUrl,
        locale,
      });
    case "staff-new-lead": {
      const staff = { email: "agent@maplekeyrealty.ca", locale };
      const [alert] = await leadAlertEmails("new_lead", lead(locale, {}), [staff], brokerage, publicUrl);
      return alert as OutgoingEmail;
    }
    case "staff-unclaimed":
      return managerAlertEmail(
        "lead_unclaimed",
        { email: "manager@maplekeyrealty.ca", locale },
        lead(locale, {}),
        5,
        brokerage,
        publicUrl,
      );
    case "home-value-report":
      return homeValueReportEmail({
        to: "seller@example.com",
        leadId: "lead_1796000000000_abc123def",
        firstName: locale === "fr-CA" ? "Camille" : "Morgan",
        address: "24 Birch Avenue, Toronto",
        locale,
        answer: {
          estimate: { value: 612000, low: 580000, high: 645000, currency: "CAD" },
          comparables: [
            comparable("18 Birch Avenue", "2026-10-02", 598000, 1450),
            comparable("41 Elm Street", "2026-09-14", 631000, 1620),
            comparable("7 Cedar Crescent", "2026-08-27", 605000, 1510),
          ],
          reason: null,
          coverage: 0.8,
          disclaimer: homeValueDisclaimers[locale],
        },
        brokerage,
        unsubscribeUrl: `${publicUrl}/unsubscribe/${"A".repeat(32)}`,
        publicUrl,
      });
  }
}

function comparable(address: string, soldDate: string, price: number, livingArea: number) {
  return {
    address,
    city: "Toronto",
    propertyType: "detached" as const,
    soldDate,
    price,
    livingArea,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1978,
    distanceKm: 0.4,
  };
}

export const sampleKinds: SampleKind[] = [
  "ack-cash",
  "ack-agent-email",
  "ack-home-value",
  "ack-guide",
  "guide",
  "home-value-report",
  "staff-new-lead",
  "staff-unclaimed",
];
