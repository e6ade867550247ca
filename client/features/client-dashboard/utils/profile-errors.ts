import type { MessageId } from "../../../i18n/catalogues/en-CA";
import type { Translate } from "../../../i18n/use-t";

// The profile schema's own messages (contract/client-portal.ts updateClientProfileInputSchema), which the
// shared validation map does not list; other messages (the length limit, unsafe characters) go on to
// FormField, which words them (client/i18n/validation.ts).
const profileMessageIds: Record<string, MessageId> = {
  "First name is required": "clientDashboard.profile.firstNameRequired",
  "Last name is required": "clientDashboard.profile.lastNameRequired",
};

export function profileErrorText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  const id = Object.hasOwn(profileMessageIds, message) ? profileMessageIds[message] : undefined;
  return id ? t(id) : message;
}
