// What server/modules/pages expects of the built SSR entry (client/ssr/entry-server.tsx), whose bundle it
// loads at run time; the types both sides share are in contract/ssr-page.ts.
import type { RenderRequest, RenderResult } from "../../../contract/ssr-page";

export type { FetchJson, PageHead } from "../../../contract/ssr-page";

export interface SsrEntry {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  /** The inline script of every rendered page's head (client/ssr/early-input.ts). */
  EARLY_INPUT_SCRIPT: string;
}

/** A page's data could not be loaded: the API's status for it. */
export class PageDataError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body.slice(0, 200)}`);
    this.name = "PageDataError";
  }
}
