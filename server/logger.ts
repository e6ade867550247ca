import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/**
 * pino options for the app. Requests are logged by method, path (no query string: it may hold a
 * search term or an e-mail), status and time; bodies, cookies and auth headers never are.
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
      ],
      censor: "[redacted]",
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          path: request.url.split("?")[0],
          remoteAddress: request.ip,
        };
      },
    },
  };
}
