import { translateServerError } from "../i18n/server-messages";
import type { Translate } from "../i18n/use-t";
import { ApiRequestError } from "./api-client";

/**
 * What to tell the user about a failed call: the server's message when it sent one, in the active
 * language. Apart from api-client.ts so public pages, which word their own errors, do not download the
 * staff screens' translations of the server's messages.
 */
export function errorMessage(error: Error, t: Translate): string {
  return translateServerError(t, error instanceof ApiRequestError ? error.serverMessage : error.message);
}
