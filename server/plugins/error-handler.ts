import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { type ApiError, type ErrorParams, type ErrorReason, errorText } from "../../contract/errors";
import { isDatabaseUnavailable } from "../db/unavailable";
import { isUniqueViolation } from "../db/unique-violation";
import { defaultCode, HttpError, httpError } from "../lib/http-error";
import { isDataError, isMultipartParseError } from "./bad-input-errors";

/** Fastify's own client errors get plain messages, by reason; their internals never reach the caller. */
/** The reasons that carry no params: the error handler's own answers. */
type PlainReason = { [R in ErrorReason]: ErrorParams[R] extends Record<string, never> ? R : never }[ErrorReason];

const fastifyClientErrors: Record<string, PlainReason> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "empty_json",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
};

/** What a 503 for a lost database connection tells the client to wait: a reconnect or a failover's first seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every answer of a failed request is `{message, code, issues?, reason, params}`: the screens word it from
 * `reason` and `params` (contract/errors.ts), integrations read `code` and the English `message`.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split("/").filter(Boolean)].join("."),
        message: v.message ?? "Invalid value",
      }));
      const first = issues[0] ?? { path: error.validationContext ?? "request", message: "Invalid value" };
      const refused = httpError("invalid_request", { field: first.path, detail: first.message }, issues);
      return reply.status(refused.statusCode).send(refused.toBody());
    }
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toBody());
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    const byReason = (reason: PlainReason) => {
      const answer = httpError(reason, {});
      return reply.status(answer.statusCode).send(answer.toBody());
    };
    if (known) return byReason(known);
    if (isDataError(error)) return byReason("invalid_value");
    if (isMultipartParseError(error, request.headers["content-type"])) return byReason("upload_unreadable");

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // A client error no route foresaw (Fastify's own): its status and words as Fastify gives them.
      const body: ApiError = {
        message: error.message,
        code: defaultCode(status),
        ...errorText("request_refused", { detail: error.message }),
      };
      return reply.status(status).send(body);
    }
    // Backstop for races a route did not foresee: a concurrent request wrote the same key first.
    // A connection the database cut or could not give (decision 044): nothing was committed, and the same
    // request sent again in a moment can succeed.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable: answered 503");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return byReason("database_unavailable");
    }
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, "unique violation answered with 409");
      return byReason("saved_concurrently");
    }
    request.log.error({ err: error }, "request failed");
    return byReason("internal_error");
  });
});
