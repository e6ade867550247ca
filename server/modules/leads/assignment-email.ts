import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { fullAddress, type LeadRow } from "./leads.mapping";

interface AssignmentTexts {
  noName: string;
  notGiven: string;
  type: (type: LeadRow["type"]) => string;
  unit: string;
  assignedSubject: (name: string, type: string) => string;
  awaySubject: (name: string) => string;
  yours: (name: string) => string;
  away: (name: string) => string;
  idle: (minutes: number) => string;
  typeLine: (type: string) => string;
  address: (address: string) => string;
  phone: (phone: string) => string;
  email: (email: string) => string;
  open: (link: string) => string;
  lead: (link: string) => string;
}

// In the agent's language (decision 017, users.locale): English as decision 019 wrote it, French for Québec brokers.
const texts: Record<Locale, AssignmentTexts> = {
  "en-CA": {
    noName: "Name not given",
    notGiven: "Not given",
    type: (type) => (type === "cash" ? "Cash Offer" : "Realtor Service"),
    unit: "Unit",
    assignedSubject: (name, type) => `Lead assigned to you: ${name} (${type})`,
    awaySubject: (name) => `Lead reassigned: ${name}`,
    yours: (name) => `${name} is now your lead.`,
    away: (name) => `${name} has been reassigned to another agent.`,
    idle: (minutes) => `No activity for ${minutes} minutes after assignment.`,
    typeLine: (type) => `Type: ${type}`,
    address: (address) => `Address: ${address}`,
    phone: (phone) => `Phone: ${phone}`,
    email: (email) => `Email: ${email}`,
    open: (link) => `Open the lead: ${link}`,
    lead: (link) => `Lead: ${link}`,
  },
  "fr-CA": {
    noName: "Nom non indiqué",
    notGiven: "Non indiqué",
    type: (type) => (type === "cash" ? "Offre comptant" : "Service de courtage"),
    unit: "App.",
    assignedSubject: (name, type) => `Prospect qui vous est attribué : ${name} (${type})`,
    awaySubject: (name) => `Prospect réattribué : ${name}`,
    yours: (name) => `${name} est maintenant votre prospect.`,
    away: (name) => `${name} a été réattribué à un autre courtier.`,
    idle: (minutes) => `Aucune activité ${minutes} minutes après l'attribution.`,
    typeLine: (type) => `Type : ${type}`,
    address: (address) => `Adresse : ${address}`,
    phone: (phone) => `Téléphone : ${phone}`,
    email: (email) => `Courriel : ${email}`,
    open: (link) => `Ouvrir la fiche du prospect : ${link}`,
    lead: (link) => `Prospect : ${link}`,
  },
};

/**
 * Tells an agent a lead is now theirs, or (taken) that it moved to someone else, in the agent's language.
 * `idleMinutes`: the lead was reassigned by a pool after that long without activity.
 */
export function assignmentEmail(
  kind: "lead_assigned" | "lead_reassigned_away",
  to: { email: string; locale: Locale },
  lead: LeadRow,
  brokerage: Brokerage,
  publicUrl: string,
  idleMinutes?: number,
): OutgoingEmail {
  const t = texts[to.locale];
  const name = lead.fullName || t.noName;
  const link = `${publicUrl}/leads/${encodeURIComponent(lead.id)}`;
  const reason = idleMinutes === undefined ? "" : t.idle(idleMinutes);
  const address = fullAddress(lead).replace(/^Unit /, `${t.unit} `);
  const subject = kind === "lead_assigned" ? t.assignedSubject(name, t.type(lead.type)) : t.awaySubject(name);
  const lines =
    kind === "lead_assigned"
      ? [
          t.yours(name),
          reason,
          t.typeLine(t.type(lead.type)),
          t.address(address || t.notGiven),
          t.phone(lead.phone || t.notGiven),
          t.email(lead.email || t.notGiven),
          "",
          t.open(link),
        ]
      : [t.away(name), reason, "", t.lead(link)];
  return {
    kind,
    to: to.email,
    subject,
    text: [...lines.filter((l, i) => l !== "" || i > 1), "", brokerage.name].join("\n"),
    leadId: lead.id,
  };
}
