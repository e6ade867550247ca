import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";

/** "You have a new message": the text, who sent it, and where to answer. */
export function messageEmail(options: {
  to: string;
  from: string;
  content: string;
  link: string;
  brokerage: Brokerage;
}): OutgoingEmail {
  return {
    kind: "client_message",
    to: options.to,
    subject: `New message from ${options.from}`,
    text: [
      `${options.from} wrote:`,
      "",
      options.content,
      "",
      `Reply in the portal: ${options.link}`,
      "",
      options.brokerage.name,
    ].join("\n"),
  };
}
