import { serverReasonText } from "../i18n/server-messages";
import type { Translate } from "../i18n/use-t";
import { ApiRequestError } from "./api-client";

/**
 * The server's per-field issues (`{path: 'body.slug', message}`) as field name -> message. An error worded
 * by its code (a slug taken…) marks its fields with that code's text in the active language; a request the
 * schema refused keeps each issue's own validation message (the form shows it through i18n/validation.ts).
 */
export function fieldIssues(error: unknown, t: Translate): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const text = error.serverText;
  const worded = text && text.reason !== "invalid_request" ? serverReasonText(t, text) : undefined;
  try {
    const body = JSON.parse(error.body) as { issues?: { path?: unknown; message?: unknown }[] };
    const issues: Record<string, string> = {};
    for (const issue of body.issues ?? []) {
      if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
      const field = issue.path.replace(/^body\./, "");
      issues[field] ??= worded ?? issue.message;
    }
    return issues;
  } catch {
    return {};
  }
}
