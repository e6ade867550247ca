import { describe, expect, it } from "vitest";
import type { Brokerage } from "../../../contract/settings";
import { managerAlertEmail } from "./claims-email";

/** Decision 036: what the managers read when an offer went unclaimed or a lead waits for its first contact. */
const brokerage: Brokerage = {
  name: "Maple Realty",
  address: "1 King St W, Toronto, ON M5H 1A1",
  phone: "(416) 555-0199",
  email: "hello@maple.test",
  logoUrl: "",
};
const lead = { id: "lead_123", fullName: "Mona Managers" };
const url = "http://portal.test";

describe("the managers' alert e-mails (decision 036)", () => {
  // On the brand's template (decision 050): the brokerage's name heads the text part and signs its foot.
  it("an unclaimed lead, in English and in French, with the lead's link and no phone or e-mail", async () => {
    expect(
      await managerAlertEmail("lead_unclaimed", { email: "m@x.test", locale: "en-CA" }, lead, 5, brokerage, url),
    ).toEqual({
      kind: "lead_unclaimed",
      to: "m@x.test",
      subject: "Nobody claimed a new lead: Mona Managers",
      text: [
        "Maple Realty",
        "",
        "Mona Managers was offered to a pool and nobody claimed it within 5 minutes. Please assign it.",
        "",
        "Open the lead: http://portal.test/leads/lead_123",
        "",
        "--",
        "Maple Realty",
        "",
        "You receive this e-mail because you have a staff account on Maple Realty's seller portal.",
      ].join("\n"),
      html: expect.stringContaining('href="http://portal.test/leads/lead_123"'),
      leadId: "lead_123",
    });
    const french = await managerAlertEmail(
      "lead_unclaimed",
      { email: "g@x.test", locale: "fr-CA" },
      lead,
      5,
      brokerage,
      url,
    );
    expect([french.subject, french.text]).toEqual([
      "Personne n'a pris un nouveau prospect : Mona Managers",
      [
        "Maple Realty",
        "",
        "Mona Managers a été offert à un groupe et personne ne l'a pris en 5 minutes. Veuillez l'attribuer.",
        "",
        "Ouvrir la fiche du prospect : http://portal.test/leads/lead_123",
        "",
        "--",
        "Maple Realty",
        "",
        "Vous recevez ce courriel parce que vous avez un compte d'équipe sur le portail vendeurs de Maple Realty.",
      ].join("\n"),
    ]);
  });

  it("an overdue first contact, in English and in French; a lead without a name says so", async () => {
    const english = await managerAlertEmail(
      "lead_overdue",
      { email: "m@x.test", locale: "en-CA" },
      lead,
      10,
      brokerage,
      url,
    );
    expect([english.subject, english.text.split("\n")[2]]).toEqual([
      "No first contact yet: Mona Managers",
      "Mona Managers was assigned more than 10 minutes ago and nobody has logged a first contact.",
    ]);
    const unnamed = { id: "lead_9", fullName: "  " };
    const french = await managerAlertEmail(
      "lead_overdue",
      { email: "g@x.test", locale: "fr-CA" },
      unnamed,
      10,
      brokerage,
      url,
    );
    expect([french.subject, french.text.split("\n")[2]]).toEqual([
      "Toujours sans premier contact : Nom non indiqué",
      "Nom non indiqué a été attribué il y a plus de 10 minutes et aucun premier contact n'a été noté.",
    ]);
    expect(english.text).not.toMatch(/416|@/);
    expect(english.html).not.toMatch(/416|hello@maple/);
  });
});
