import type { Translate } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";

/** The server's message for an API error; a plain hint when the request never got an answer. */
export function describeError(error: Error, t: Translate): string {
  if (error instanceof ApiRequestError) return error.serverMessage;
  return t("clientDashboard.checkConnection");
}
