import type { Locale } from "../../../contract/locale";

/** The agent's alert of a seller's e-mail reply, in the agent's language. */
export const emailReplyWords: Record<
  Locale,
  { subject: (name: string) => string; body: (name: string, text: string, link: string) => string }
> = {
  "en-CA": {
    subject: (name) => `New e-mail from ${name}`,
    body: (name, text, link) => `${name} replied by e-mail:\n\n${text}\n\nOpen the lead to answer: ${link}`,
  },
  "fr-CA": {
    subject: (name) => `Nouveau courriel de ${name}`,
    body: (name, text, link) =>
      `${name} a répondu par courriel :\n\n${text}\n\nOuvrez le prospect pour répondre : ${link}`,
  },
};
