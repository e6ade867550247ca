import { type ApiError, type ErrorParams, type ErrorReason, type ErrorText, errorText } from "../../contract/errors";
import { englishOf, errorReasonDefinitions } from "./error-reasons";

/**
 * An error whose message and status are safe to show to the caller. It is made from a reason and its
 * params only (contract/errors.ts): its status, code and English message come from the reason's one
 * definition (error-reasons.ts), so no error leaves without the code the screens word it from. It lives
 * here, not in the error handler plugin, so modules and plugins both import it.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(
    /** What the screen words in its own language; the English message is for integrations. */
    readonly text: ErrorText,
    readonly issues?: ApiError["issues"],
  ) {
    super(englishOf(text));
    const { status, code } = errorReasonDefinitions[text.reason];
    this.statusCode = status;
    this.code = code ?? defaultCode(status);
  }

  /** The JSON body the API answers: `{message, code, issues?, reason, params}`. */
  toBody(): ApiError {
    return { message: this.message, code: this.code, issues: this.issues, ...this.text };
  }
}

/** `new HttpError` from a reason and its params, as a call site writes it. */
export const httpError = <R extends ErrorReason>(
  reason: R,
  params: ErrorParams[R],
  issues?: ApiError["issues"],
): HttpError => new HttpError(errorText(reason, params), issues);

/** The two access refusals every guard and service throws: 401 for nobody signed in, 403 for the wrong person. */
export const notSignedIn = () => httpError("not_signed_in", {});
export const forbidden = () => httpError("forbidden", {});

/** An error about one field: its one issue, at `path`, says the error's English message. */
export const fieldError = <R extends ErrorReason>(reason: R, params: ErrorParams[R], path: string): HttpError => {
  const text = errorText(reason, params);
  return new HttpError(text, [{ path, message: englishOf(text) }]);
};

/** The code an error carries when its reason names none: the status in words. */
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
