import { describe, expect, it } from "vitest";
import { pushPayload } from "./push-texts";

/** Decision 036: the managers' push for an offer nobody claimed is not worded as a late first contact. */
describe("the lead.escalated push's words", () => {
  const lead = { fullName: "Mona Managers", type: "cash" as const };

  it("an escalation for a late first contact, in English and French", () => {
    expect(pushPayload("lead.escalated", "L1", "en-CA", lead, "lead.escalated:L1:2:1700000000000")).toMatchObject({
      title: "Still waiting for a first contact: Mona Managers",
      body: "Cash Offer: past its response window.",
    });
    expect(pushPayload("lead.escalated", "L1", "fr-CA", lead, "lead.escalated:L1:1:1700000000000")).toMatchObject({
      title: "Toujours sans premier contact : Mona Managers",
      body: "Offre comptant : délai de réponse dépassé.",
    });
  });

  it("the managers told of an offer nobody claimed, in English and French", () => {
    expect(pushPayload("lead.escalated", "L1", "en-CA", lead, "lead.escalated:L1:unclaimed")).toEqual({
      type: "lead.escalated",
      leadId: "L1",
      title: "Nobody claimed: Mona Managers",
      body: "Cash Offer: nobody in the pool claimed it. Please assign it.",
      url: "/leads/L1",
      tag: "lead-L1",
    });
    expect(pushPayload("lead.escalated", "L1", "fr-CA", lead, "lead.escalated:L1:unclaimed")).toMatchObject({
      title: "Personne ne l'a pris : Mona Managers",
      body: "Offre comptant : personne du groupe ne l'a pris. Veuillez l'attribuer.",
    });
  });
});
