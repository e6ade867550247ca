// Compiles the message catalogues at build time (docs/decisions/017): each `messages/en-CA.ts` or
// `messages/fr-CA.ts` module is a plain object of ICU MessageFormat strings; this Vite plugin replaces it
// with Lingui's compiled form, so the browser never ships an ICU parser and Lingui never warns about an
// uncompiled message. Used by vite.config.ts (browser and SSR builds) and vitest.config.ts.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** A catalogue module: `.../messages/<locale>.ts`. */
export const CATALOGUE_FILE = /[\\/]messages[\\/](en-CA|fr-CA)\.ts$/;

/** Compiles every string of each exported object; a malformed message stops the build naming its id. */
export function compileCatalogue(exports: Record<string, unknown>, file: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== "object" || value === null) continue;
    const messages: Record<string, unknown> = {};
    for (const [id, message] of Object.entries(value)) {
      if (typeof message !== "string") throw new Error(`${file}: message ${id} is not a string`);
      try {
        // Always the token list, plain texts too: Lingui warns about any message given as a bare string.
        messages[id] = compileMessageOrThrow(message);
      } catch (error) {
        throw new Error(`${file}: message ${id} is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }
    compiled[name] = messages;
  }
  return compiled;
}

export function catalogues(): Plugin {
  return {
    name: "seller-portal:catalogues",
    // After Vite's own TypeScript transform: the module is plain JavaScript, evaluated here as data.
    async transform(code, id) {
      const file = id.split("?", 1)[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as Record<
        string,
        unknown
      >;
      const compiled = compileCatalogue(module, file);
      return {
        code: Object.entries(compiled)
          .map(
            ([name, value]) =>
              `export const ${name} = /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(value))});`,
          )
          .join("\n"),
        map: null,
      };
    },
  };
}
