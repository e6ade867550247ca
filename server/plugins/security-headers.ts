import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";

/** Helmet with a CSP that the built client satisfies: everything from our own origin, no inline script. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const s3Origin = opts.config.s3?.publicUrl ? new URL(opts.config.s3.publicUrl).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...(s3Origin ? [s3Origin] : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only behind TLS: on plain-HTTP local runs it would break same-origin requests in some browsers.
        upgradeInsecureRequests: opts.config.isProduction ? [] : null,
      },
    },
    hsts: opts.config.isProduction,
    crossOriginEmbedderPolicy: false,
  });
});
