import { ApiRequestError } from "../../../lib/api-client";

/** The server's message for a failed call, else the error's own. */
export function errorText(error: Error): string {
  return error instanceof ApiRequestError ? error.serverMessage : error.message;
}

/** The server's per-field issues (`{path: 'body.slug', message}`) as field name -> message. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  try {
    const body = JSON.parse(error.body) as { issues?: { path?: unknown; message?: unknown }[] };
    const issues: Record<string, string> = {};
    for (const issue of body.issues ?? []) {
      if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
      const field = issue.path.replace(/^body\./, "");
      issues[field] ??= issue.message;
    }
    return issues;
  } catch {
    return {};
  }
}
