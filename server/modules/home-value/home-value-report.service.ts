import type { EstimateRequest, HomeValueEstimate } from "../../../contract/home-value";
import type { Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { consentBlockReason, enqueueConsentedEmails } from "../consent/consent.service";
import { newGuideToken, setUnsubscribeToken } from "../sellers-guide/sellers-guide.service";
import { getBrokerage } from "../settings/settings.service";
import { findDueReports, markReported } from "./home-value.repository";
import { estimateHome, type HomeValueStore } from "./home-value.service";
import { homeValueReportEmail } from "./home-value-report-email";

const MONTH_MS = 30 * 86_400_000;
const PER_RUN = 200;

/**
 * The optional monthly home-value e-mail (decision 041): to sellers who came by the funnel and ticked the
 * marketing box (express consent, CASL; the ledger is asked here, at enqueue and again at delivery), a
 * month after their visit and monthly after that, with this month's estimate, three comparables, the
 * disclaimer and an unsubscribe link. A month with no number, or without consent, is passed over.
 * Returns how many e-mails were queued.
 */
export async function sendMonthlyReports(
  db: Database,
  store: HomeValueStore,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const due = await findDueReports(db, new Date(now.getTime() - MONTH_MS), PER_RUN);
  if (due.length === 0) return 0;
  const brokerage = await getBrokerage(db);
  let queued = 0;
  for (const row of due) {
    const email = row.email as string;
    const locale: Locale = row.locale === "fr-CA" ? "fr-CA" : "en-CA";
    const blocked = await consentBlockReason(db, { to: email, purpose: "marketing", now });
    const answer = blocked ? null : await estimateHome(store, { ...(row.request as EstimateRequest), locale }, now);
    await db.transaction(async (tx) => {
      await markReported(tx, row.leadId, now);
      if (!answer?.estimate) return;
      const token = row.unsubscribeToken ?? newGuideToken();
      if (!row.unsubscribeToken) await setUnsubscribeToken(tx, row.leadId, token);
      const request = row.request as EstimateRequest;
      const sent = await enqueueConsentedEmails(
        tx,
        [
          await homeValueReportEmail({
            to: email,
            leadId: row.leadId,
            firstName: row.fullName?.split(" ")[0] ?? "",
            address: [request.unit ? `${request.unit}-${request.street}` : request.street, request.city]
              .filter(Boolean)
              .join(", "),
            locale,
            answer: answer as typeof answer & { estimate: HomeValueEstimate },
            brokerage,
            unsubscribeUrl: `${publicUrl}/unsubscribe/${token}`,
            publicUrl,
          }),
        ],
        now,
      );
      queued += sent.length;
    });
  }
  return queued;
}
