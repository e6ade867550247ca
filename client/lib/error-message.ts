import { serverReasonText, translateServerError } from "../i18n/server-messages";
import type { Translate } from "../i18n/use-t";
import { ApiRequestError } from "./api-client";

/**
 * What to tell the user about a failed call: the server's message when it sent one, in the active
 * language, worded from the error's specific code when it has one (never from its English then). Apart
 * from api-client.ts so public pages, which word their own errors, do not download the staff screens'
 * translations of the server's messages.
 */
export function errorMessage(error: Error, t: Translate): string {
  const text = error instanceof ApiRequestError ? error.serverText : undefined;
  const worded = text && serverReasonText(t, text);
  if (worded !== undefined) return worded;
  return translateServerError(t, error instanceof ApiRequestError ? error.serverMessage : error.message);
}
