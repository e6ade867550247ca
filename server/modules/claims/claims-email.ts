import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import type { LeadRow } from "../leads/index";

type Kind = "lead_unclaimed" | "lead_overdue";

const texts: Record<
  Locale,
  {
    noName: string;
    subject: Record<Kind, (name: string) => string>;
    line: Record<Kind, (name: string, minutes: number) => string>;
    open: (link: string) => string;
  }
> = {
  "en-CA": {
    noName: "Name not given",
    subject: {
      lead_unclaimed: (name) => `Nobody claimed a new lead: ${name}`,
      lead_overdue: (name) => `No first contact yet: ${name}`,
    },
    line: {
      lead_unclaimed: (name, minutes) =>
        `${name} was offered to a pool and nobody claimed it within ${minutes} minutes. Please assign it.`,
      lead_overdue: (name, minutes) =>
        `${name} was assigned more than ${minutes} minutes ago and nobody has logged a first contact.`,
    },
    open: (link) => `Open the lead: ${link}`,
  },
  "fr-CA": {
    noName: "Nom non indiqué",
    subject: {
      lead_unclaimed: (name) => `Personne n'a pris un nouveau prospect : ${name}`,
      lead_overdue: (name) => `Toujours sans premier contact : ${name}`,
    },
    line: {
      lead_unclaimed: (name, minutes) =>
        `${name} a été offert à un groupe et personne ne l'a pris en ${minutes} minutes. Veuillez l'attribuer.`,
      lead_overdue: (name, minutes) =>
        `${name} a été attribué il y a plus de ${minutes} minutes et aucun premier contact n'a été noté.`,
    },
    open: (link) => `Ouvrir la fiche du prospect : ${link}`,
  },
};

/** Tells a manager that a lead waits for a person (decision 036), in the manager's language; no phone, no e-mail. */
export function managerAlertEmail(
  kind: Kind,
  to: { email: string; locale: Locale },
  lead: Pick<LeadRow, "id" | "fullName">,
  minutes: number,
  brokerage: Brokerage,
  publicUrl: string,
): OutgoingEmail {
  const t = texts[to.locale];
  const name = lead.fullName?.trim() || t.noName;
  const link = `${publicUrl}/leads/${encodeURIComponent(lead.id)}`;
  return {
    kind,
    to: to.email,
    subject: t.subject[kind](name),
    text: [t.line[kind](name, minutes), "", t.open(link), "", brokerage.name].join("\n"),
    leadId: lead.id,
  };
}
