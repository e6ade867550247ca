import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { type ApiError, type ErrorReason, errorText } from "../../contract/errors";
import { isUniqueViolation } from "../db/unique-violation";
import { defaultCode, HttpError } from "../lib/http-error";
import { isDataError, isMultipartParseError } from "./bad-input-errors";

/** Fastify's own client errors get plain messages; their internals never reach the caller. */
const fastifyClientErrors: Record<string, { status: number; message: string; code: string; reason?: ErrorReason }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON", code: "invalid_json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty", code: "invalid_json" },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: "The request body is too large",
    code: "payload_too_large",
    reason: "payload_too_large",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: "Unsupported content type; send application/json",
    code: "unsupported_media_type",
  },
};

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split("/").filter(Boolean)].join("."),
        message: v.message ?? "Invalid value",
      }));
      const first = issues[0];
      const body: ApiError = {
        message: first ? `Invalid ${first.path}: ${first.message}` : "Invalid request",
        code: "validation_error",
        issues,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message, code: error.code, issues: error.issues, ...error.text };
      return reply.status(error.statusCode).send(body);
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) {
      const { status, reason, ...body } = known;
      return reply.status(status).send({ ...body, ...(reason ? errorText(reason, {}) : {}) });
    }

    if (isDataError(error)) {
      return reply.status(400).send({
        message: "The request holds a value that cannot be stored",
        code: "invalid_value",
        ...errorText("invalid_value", {}),
      });
    }
    if (isMultipartParseError(error, request.headers["content-type"])) {
      return reply.status(400).send({
        message: "The upload could not be read; send it again",
        code: "invalid_multipart",
        ...errorText("upload_unreadable", {}),
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.status(status).send({ message: error.message, code: defaultCode(status) });
    }
    // Backstop for races a route did not foresee: a concurrent request wrote the same key first.
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, "unique violation answered with 409");
      return reply.status(409).send({
        message: "This was just saved by another request.",
        code: "conflict",
        ...errorText("saved_concurrently", {}),
      });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({
      message: "Something went wrong on our side. Please try again.",
      code: "internal_error",
      ...errorText("internal_error", {}),
    });
  });
});
