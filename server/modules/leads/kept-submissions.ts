/**
 * Raw submissions kept per lead, newest last (the spec's formData and the full body, for audit). Every
 * path that adds one keeps only the newest this many (decision 027: a guide link could grow the list without
 * end), so a lead's stored submissions are bounded whoever posts them.
 */
export const MAX_KEPT_SUBMISSIONS = 25;

/** The same rule in SQL (a jsonpath on the appended array), for statements that append in one step. */
export const KEPT_SUBMISSIONS_JSONPATH = `$[last - ${MAX_KEPT_SUBMISSIONS - 1} to last]`;

/** A list of submissions as kept: the newest `MAX_KEPT_SUBMISSIONS`, oldest first. */
export function keptSubmissions<T>(submissions: readonly T[]): T[] {
  return submissions.slice(-MAX_KEPT_SUBMISSIONS);
}
