import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Config } from "./config";
import { requestLogPath, serializeError } from "./log-redaction";

/**
 * pino options for the app. Requests are logged by method, path (no query string: it may hold a
 * search term or an e-mail; secret route parameters are masked: `requestLogPath`), status and time; bodies
 * and headers (cookies, bearer keys, the metrics token) never are. Errors go through an allow-list
 * serializer that drops query parameters and quoted values.
 */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.passwordHash",
        "*.token",
        "*.tokenHash",
        "*.secret",
        "*.leadSecret",
        "*.sessionToken",
        "*.unsubscribeToken",
        "*.params",
        "*.email",
      ],
      censor: "[redacted]",
    },
    serializers: {
      err: serializeError,
      req(request: FastifyRequest) {
        return {
          method: request.method,
          path: requestLogPath(request),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
