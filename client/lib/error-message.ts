import { serverReasonText } from "../i18n/server-messages";
import type { Translate } from "../i18n/use-t";
import { ApiRequestError } from "./api-client";

/**
 * What to tell the user about a failed call, in the active language: an API error is worded from its
 * specific code and parameters (contract/errors.ts), never from its English message, which is for
 * integrations; an answer without a known code (a proxy's page, a newer server's code) says the call
 * failed. Any other error is the client's own and shows its own message. Apart from api-client.ts so
 * public pages, which word their own errors, do not download the staff screens' error texts.
 */
export function errorMessage(error: Error, t: Translate): string {
  if (!(error instanceof ApiRequestError)) return error.message;
  const text = error.serverText;
  return (text && serverReasonText(t, text)) ?? t("staffError.requestFailed", { status: String(error.status) });
}
