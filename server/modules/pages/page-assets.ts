import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { classesInHtml, createCriticalCss } from "./critical-css";
import { CRITICAL_CSS_SLOT } from "./page-html";
import type { SsrEntry } from "./ssr-entry";

/** The app itself, as the client manifest names it: client/boot.ts imports it once the page has painted. */
const APP_MODULE = "main.tsx";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface PageAssets {
  entry: SsrEntry;
  /**
   * index.html for server-rendered pages: the inline script that keeps what the visitor does before the app
   * has loaded (client/ssr/early-input.ts) at the end of its head; its stylesheet link loads without blocking the
   * first paint (`media="print"`, switched to all by client/ssr/full-stylesheet.ts) behind the slot for the
   * page's critical CSS.
   */
  template: string;
  /** The rules of the stylesheet that the page (its rendered body inside the template) can use. */
  criticalCss(body: string): string;
  /** The URLs of the app's and a page module's chunks with their static imports, preloaded by client/boot.ts. */
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

  // The app has one stylesheet (Tailwind, every screen's classes, staff screens included: ~46 KB, ~8 KB
  // brotli). Inlined whole it made each page's HTML overflow the first TCP round trip and had the browser
  // match every rule before the first paint. A page now inlines only the rules its markup can use
  // (critical-css.ts) and loads the whole sheet without blocking: client/ssr/full-stylesheet.ts applies
  // it the first time the app adds markup or changes a class, before that change is painted.
  // Without JavaScript the inlined rules are all the page needs. Staff screens (the plain shell) keep
  // the render-blocking link.
  const link = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(shell);
  const cssFile = link?.[1] ? path.join(clientDir, link[1]) : null;
  const sheet = cssFile && existsSync(cssFile) ? createCriticalCss(readFileSync(cssFile, "utf8")) : null;
  const template = (
    link && sheet
      ? shell.replace(
          link[0],
          () => `${CRITICAL_CSS_SLOT}${link[0].replace(/\s*\/?>$/, ' media="print" data-full-css>')}`,
        )
      : shell
  ).replace("</head>", () => `<script>${entry.EARLY_INPUT_SCRIPT}</script>\n</head>`);
  const templateClasses = classesInHtml(template);
  const criticalCss = (body: string) => {
    if (!sheet) return "";
    const classes = classesInHtml(body);
    for (const name of templateClasses) classes.add(name);
    return sheet.forClasses(classes);
  };

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
      // The app (main.tsx, which client/boot.ts imports) and its chunks first, then the page's own. The
      // entry's chunks are already in index.html (its script and modulepreload links).
      const keys = new Set<string>();
      collect(APP_MODULE, keys);
      collect(module, keys);
      urls = [...keys].filter((key) => !entryImports.has(key)).map((key) => `/${manifest[key]?.file}`);
      cache.set(module, urls);
    }
    return urls;
  };
  return { entry, template, criticalCss, preloads };
}
