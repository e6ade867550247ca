import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every message id of the English catalogues (`client/**\/messages/en-CA.ts`), read from the files: the
 * whole catalogue (client/i18n/catalogues/en-CA.ts) gathers them with Vite's import.meta.glob, which
 * Playwright does not run.
 */
export function englishMessageIds(): string[] {
  const client = path.resolve("client");
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => /(?:^|[\\/])messages[\\/]en-CA\.ts$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(client, file), "utf8").matchAll(/^\s*"([^"]+)":/gm)].map(
        (match) => match[1] as string,
      ),
    );
}
