// What server/modules/pages expects of the built SSR entry (client/ssr/entry-server.tsx). Declared here
// rather than imported: the server loads the bundle at run time and never compiles client code.

export type FetchJson = <T>(url: string) => Promise<T>;

export interface PageHead {
  title: string;
  description: string;
  image?: string;
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
      module: string;
      head?: PageHead;
    };

export interface SsrEntry {
  renderPage(request: { pathname: string; search: string; fetchJson: FetchJson; seed: number }): Promise<RenderResult>;
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
