import type { Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";

interface MessageEmailTexts {
  subject: (from: string) => string;
  wrote: (from: string) => string;
  reply: (link: string) => string;
}

// In the recipient's language (decision 017, users.locale): English as the portal first wrote it, French for Québec.
const texts: Record<Locale, MessageEmailTexts> = {
  "en-CA": {
    subject: (from) => `New message from ${from}`,
    wrote: (from) => `${from} wrote:`,
    reply: (link) => `Reply in the portal: ${link}`,
  },
  "fr-CA": {
    subject: (from) => `Nouveau message de ${from}`,
    wrote: (from) => `${from} a écrit :`,
    reply: (link) => `Répondez dans le portail : ${link}`,
  },
};

/** "You have a new message": the text, who sent it, and where to answer, in the recipient's language. */
export function messageEmail(options: {
  to: string;
  from: string;
  content: string;
  link: string;
  brokerage: Brokerage;
  locale: Locale;
}): OutgoingEmail {
  const t = texts[options.locale];
  return {
    kind: "client_message",
    to: options.to,
    subject: t.subject(options.from),
    text: [t.wrote(options.from), "", options.content, "", t.reply(options.link), "", options.brokerage.name].join(
      "\n",
    ),
  };
}
