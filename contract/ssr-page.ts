// What the server-rendering entry (client/ssr/entry-server.tsx) and the server that loads its bundle at run
// time (server/modules/pages) agree on. Types only: neither side compiles the other's code.
import type { Locale } from "./locale";

/** GET of one of our own API routes, answered in-process by the server; rejects with ApiRequestError. */
export type FetchJson = <T>(url: string) => Promise<T>;

/** A page's own title and description (search results, link previews); index.html's otherwise. */
export interface PageHead {
  title: string;
  description: string;
  image?: string;
}

export interface RenderRequest {
  pathname: string;
  /** The query string without `?`. */
  search: string;
  fetchJson: FetchJson;
  seed: number;
}

export type RenderResult =
  | { kind: "client" }
  | { kind: "redirect"; location: string }
  | {
      kind: "page";
      status: number;
      cache: "public" | "private";
      html: string;
      payload: string;
      /** The page's own module (client manifest key), whose chunks the browser should preload. */
      module: string;
      head?: PageHead;
      /** The page's language: `<html lang>`. */
      locale: Locale;
      /** The page's address in each language (hreflang links); none for the not-found page. */
      alternates?: Record<Locale, string>;
      /** The page's texts in its language (client manifest keys), preloaded with the page's chunks. */
      catalogues: string[];
    };
