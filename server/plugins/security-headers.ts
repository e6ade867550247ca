import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config";

declare module "fastify" {
  interface FastifyInstance {
    /** Allows one inline script in the CSP, by its hash; called while the app is being built. */
    allowInlineScript(script: string): void;
    /** The CSP of one page that runs one more inline script of its own (the others' pages never allow it). */
    cspAllowingScript(script: string): string;
  }
}

/** A CSP source allowing exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/**
 * Helmet's options: a CSP that the built client satisfies, everything from our own origin, and no inline
 * script but those allowed by their hash (the one that keeps what a visitor does before the app has loaded).
 */
function helmetOptions(config: Config, inlineScripts: readonly string[]): HelmetOptions {
  const s3Origin = config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts.map(scriptHashSource)],
        // React and Radix set inline style attributes; public pages inline their CSS.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...(s3Origin ? [s3Origin] : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only behind TLS: on plain-HTTP local runs it would break same-origin requests in some browsers.
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, worked out once: helmet runs against a recording response at start-up. They
 * depend only on the configuration, and @fastify/helmet rebuilt them (re-parsing the CSP) on every request.
 */
export function securityHeaders(config: Config, inlineScripts: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(config, inlineScripts))({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const inlineScripts: string[] = [];
  app.decorate("allowInlineScript", (script: string) => {
    inlineScripts.push(script);
  });
  // Worked out once every plugin has named its inline scripts; no request is answered before.
  let headers: Record<string, string> = {};
  app.addHook("onReady", async () => {
    headers = securityHeaders(opts.config, inlineScripts);
  });
  const pageCsp = new Map<string, string>();
  app.decorate("cspAllowingScript", (script: string) => {
    let csp = pageCsp.get(script);
    if (csp === undefined) {
      csp = securityHeaders(opts.config, [...inlineScripts, script])["content-security-policy"] ?? "";
      pageCsp.set(script, csp);
    }
    return csp;
  });
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
});
