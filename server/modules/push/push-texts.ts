import type { Locale } from "../../../contract/locale";
import type { PushMessageType, PushPayload } from "../../../contract/push";

interface PushTexts {
  noName: string;
  type: (type: "cash" | "realtor") => string;
  title: Record<PushMessageType, (name: string) => string>;
  body: Record<PushMessageType, (type: string) => string>;
  /** The managers' `lead.escalated` when an offer went unclaimed (decision 036): not a late first contact. */
  unclaimed: { title: (name: string) => string; body: (type: string) => string };
  claim: string;
}

/**
 * What a lock screen shows, in the agent's language (decision 035): the seller's name and the lead type,
 * never an e-mail, a phone or an address.
 */
export const pushTexts: Record<Locale, PushTexts> = {
  "en-CA": {
    noName: "Name not given",
    type: (type) => (type === "cash" ? "Cash Offer" : "Realtor Service"),
    title: {
      "lead.assigned": (name) => `New lead: ${name}`,
      "lead.offered": (name) => `Lead up for grabs: ${name}`,
      "lead.escalated": (name) => `Still waiting for a first contact: ${name}`,
      "reminder.due": (name) => `Reminder due: ${name}`,
      "lead.replied": (name) => `New reply from ${name}`,
      "lead.engaged": (name) => `${name} is reading your messages`,
      "lead.withdrawn": (name) => `Claimed by another agent: ${name}`,
    },
    body: {
      "lead.assigned": (type) => `${type}: assigned to you. Call within 5 minutes.`,
      "lead.offered": (type) => `${type}: the first agent to claim it gets it.`,
      "lead.escalated": (type) => `${type}: past its response window.`,
      "reminder.due": (type) => `${type}: a reminder is due.`,
      "lead.replied": (type) => `${type}: the seller sent a text.`,
      "lead.engaged": (type) => `${type}: the seller is engaging with your follow-up.`,
      "lead.withdrawn": (type) => type,
    },
    unclaimed: {
      title: (name) => `Nobody claimed: ${name}`,
      body: (type) => `${type}: nobody in the pool claimed it. Please assign it.`,
    },
    claim: "Claim",
  },
  "fr-CA": {
    noName: "Nom non indiqué",
    type: (type) => (type === "cash" ? "Offre comptant" : "Service de courtage"),
    title: {
      "lead.assigned": (name) => `Nouveau prospect : ${name}`,
      "lead.offered": (name) => `Prospect à prendre : ${name}`,
      "lead.escalated": (name) => `Toujours sans premier contact : ${name}`,
      "reminder.due": (name) => `Rappel échu : ${name}`,
      "lead.replied": (name) => `Nouvelle réponse de ${name}`,
      "lead.engaged": (name) => `${name} lit vos messages`,
      "lead.withdrawn": (name) => `Pris par un autre courtier : ${name}`,
    },
    body: {
      "lead.assigned": (type) => `${type} : prospect qui vous est attribué. Appelez d'ici 5 minutes.`,
      "lead.offered": (type) => `${type} : le premier courtier à le prendre l'obtient.`,
      "lead.escalated": (type) => `${type} : délai de réponse dépassé.`,
      "reminder.due": (type) => `${type} : un rappel est échu.`,
      "lead.replied": (type) => `${type} : le vendeur a envoyé un texto.`,
      "lead.engaged": (type) => `${type} : le vendeur réagit à votre suivi.`,
      "lead.withdrawn": (type) => type,
    },
    unclaimed: {
      title: (name) => `Personne ne l'a pris : ${name}`,
      body: (type) => `${type} : personne du groupe ne l'a pris. Veuillez l'attribuer.`,
    },
    claim: "Prendre",
  },
};

/**
 * The notification for one device, worded now in its agent's language from the lead as it is now. The
 * managers' `lead.escalated` for an offer nobody claimed (event key `…:unclaimed`) says so, not that a
 * first contact is late.
 */
export function pushPayload(
  type: PushMessageType,
  leadId: string,
  locale: Locale,
  lead: { fullName: string | null; type: "cash" | "realtor" | null },
  eventKey = "",
): PushPayload {
  const t = pushTexts[locale];
  const name = lead.fullName?.trim() || t.noName;
  const kind = lead.type ? t.type(lead.type) : "";
  const unclaimed = type === "lead.escalated" && eventKey.endsWith(":unclaimed");
  return {
    type,
    leadId,
    title: unclaimed ? t.unclaimed.title(name) : t.title[type](name),
    body: unclaimed ? t.unclaimed.body(kind) : t.body[type](kind),
    url: `/leads/${encodeURIComponent(leadId)}`,
    tag: `lead-${leadId}`,
    ...(type === "lead.offered" ? { actions: [{ action: "claim" as const, title: t.claim }] } : {}),
  };
}
