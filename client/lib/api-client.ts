/** The error every failed call throws; its message is `{status}: {response text}` (spec section 8). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiRequestError";
  }

  /**
   * The error's specific code and parameters, when the server gave them (contract/errors.ts `ErrorText`);
   * checked against the known codes where they are worded (i18n/server-messages.ts).
   */
  get serverText(): { reason: string; params: Record<string, unknown> } | undefined {
    try {
      const parsed = JSON.parse(this.body) as { reason?: unknown; params?: unknown };
      if (typeof parsed.reason === "string" && typeof parsed.params === "object" && parsed.params !== null)
        return { reason: parsed.reason, params: parsed.params as Record<string, unknown> };
    } catch {
      // not JSON
    }
    return undefined;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends credentials always and a JSON content type when there is a body; throws on any non-ok status. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: "include", headers: {} };
  if (body !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  let response = await fetch(url, init);
  // Shed under load (503 `overloaded`, decision 044): the server did nothing with it, so it is sent again
  // after the Retry-After it gave, a few times, before the caller sees an error.
  for (let retry = 0; retry < 3 && response.status === 503 && response.headers.get("retry-after"); retry++) {
    const body = await response.clone().text();
    if (!body.includes('"overloaded"')) break;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(Number(response.headers.get("retry-after")) || 1, 10) * 1000),
    );
    response = await fetch(url, init);
  }
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiRequestError(response.status, text);
  }
  return response;
}

/** apiRequest and the JSON body; `undefined` for an empty (204) reply. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
