import type { Translate } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";

/** An API error worded from its code (lib/error-message.ts); a plain hint when the request never got an answer. */
export function describeError(error: Error, t: Translate): string {
  if (error instanceof ApiRequestError) return errorMessage(error, t);
  return t("clientDashboard.checkConnection");
}
