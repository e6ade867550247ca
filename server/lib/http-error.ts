import type { ApiError, ErrorText } from "../../contract/errors";

/**
 * An error whose message and status are safe to show to the caller. It lives here, not in the error handler
 * plugin, so modules and plugins both import it and no module depends on a plugin for it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = defaultCode(statusCode),
    readonly issues?: ApiError["issues"],
    /** What the screen words in its own language (contract/errors.ts); the message stays for integrations. */
    readonly text?: ErrorText,
  ) {
    super(message);
  }
}

/** The code an error carries when it names none: the status in words. */
export function defaultCode(status: number): string {
  return (
    {
      400: "bad_request",
      401: "unauthorized",
      403: "forbidden",
      404: "not_found",
      409: "conflict",
      413: "payload_too_large",
      415: "unsupported_media_type",
      429: "rate_limited",
    }[status] ?? (status >= 500 ? "internal_error" : "error")
  );
}
