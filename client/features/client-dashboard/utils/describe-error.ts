import { ApiRequestError } from "../../../lib/api-client";

/** The server's message for an API error; a plain hint when the request never got an answer. */
export function describeError(error: Error): string {
  if (error instanceof ApiRequestError) return error.serverMessage;
  return "Please check your connection and try again.";
}
