import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SsrEntry } from "./ssr-entry";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface PageAssets {
  entry: SsrEntry;
  /** index.html with its stylesheet inlined: public pages paint without waiting for a CSS request. */
  template: string;
  /** The URLs of a page module's chunks and their static imports, for `<link rel="modulepreload">`. */
  preloads(module: string): string[];
}

/**
 * The SSR entry (dist/ssr beside dist/client), the client manifest and the stylesheet, read once at
 * start-up. Null when the client or the SSR entry is not built (API tests, `npm run dev`): every page is
 * then the plain client-rendered shell.
 */
export async function loadPageAssets(clientDir: string, shell: string): Promise<PageAssets | null> {
  const entryFile = path.join(clientDir, "..", "ssr", "entry-server.js");
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;

  // The app has one stylesheet (Tailwind): inlined whole it is ~8 KB compressed, so nothing blocks the
  // first paint and client-side navigation to any other screen finds its styles already there.
  const template = shell.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/, (link, href: string) => {
    const file = path.join(clientDir, href);
    return existsSync(file) ? `<style>${readFileSync(file, "utf8").replace(/<\/style/gi, "<\\/style")}</style>` : link;
  });

  const entryImports = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect("index.html", entryImports);
  const cache = new Map<string, string[]>();
  const preloads = (module: string) => {
    let urls = cache.get(module);
    if (!urls) {
      const keys = new Set<string>();
      collect(module, keys);
      // The entry's own chunks are already in index.html (script and modulepreload links).
      urls = [...keys].filter((key) => !entryImports.has(key)).map((key) => `/${manifest[key]?.file}`);
      cache.set(module, urls);
    }
    return urls;
  };
  return { entry, template, preloads };
}
