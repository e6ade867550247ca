import type { Locale } from "../../../contract/locale";

/** The voice's language for `<Say>` (Twilio's language codes). */
export const sayLanguage = (locale: Locale) => (locale === "fr-CA" ? "fr-CA" : "en-CA");

/**
 * What the portal says on a call (decision 052), in the listener's language: the whisper to the agent who
 * picks up, and the line the seller hears before the agent joins.
 */
export const callWords = {
  "en-CA": {
    leadType: { cash: "Cash offer lead", realtor: "Listing lead" },
    whisper: (type: string, who: string) => `${type}, ${who}. Press 1 to connect.`,
    unnamed: "name not given",
    noKey: "No key pressed. Goodbye.",
    goodbye: "Goodbye.",
    taken: "Another agent has already taken this lead. Goodbye.",
    inboundGreeting: (brokerage: string) => `Thank you for calling ${brokerage}. Connecting you to your agent.`,
    inboundCallBack: (brokerage: string) =>
      `Thank you for calling ${brokerage}. Your agent cannot take your call right now and will call you back shortly.`,
    inboundClosed: (brokerage: string) => `Thank you for calling ${brokerage}. Goodbye.`,
    inboundWhisper: (who: string) => `Incoming call from your lead ${who}.`,
    seller: (brokerage: string) => `Hello, this is ${brokerage}. Please hold, your agent is joining the call.`,
  },
  "fr-CA": {
    leadType: { cash: "Prospect offre comptant", realtor: "Prospect inscription" },
    whisper: (type: string, who: string) => `${type}, ${who}. Appuyez sur 1 pour établir l'appel.`,
    unnamed: "nom non fourni",
    noKey: "Aucune touche appuyée. Au revoir.",
    goodbye: "Au revoir.",
    taken: "Un autre courtier a déjà pris ce prospect. Au revoir.",
    inboundGreeting: (brokerage: string) =>
      `Merci d'appeler ${brokerage}. Nous vous mettons en communication avec votre courtier.`,
    inboundCallBack: (brokerage: string) =>
      `Merci d'appeler ${brokerage}. Votre courtier ne peut pas prendre votre appel pour le moment et vous rappellera sous peu.`,
    inboundClosed: (brokerage: string) => `Merci d'appeler ${brokerage}. Au revoir.`,
    inboundWhisper: (who: string) => `Appel entrant de votre prospect ${who}.`,
    seller: (brokerage: string) => `Bonjour, ici ${brokerage}. Veuillez patienter, votre courtier se joint à l'appel.`,
  },
} satisfies Record<Locale, unknown>;
