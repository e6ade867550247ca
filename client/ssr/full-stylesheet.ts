/**
 * A server-rendered page inlines only the CSS rules its own markup uses and loads the app's whole
 * stylesheet as `<link media="print" data-full-css>` (server/modules/pages/page-assets.ts), so it does not
 * block the first paint. Once the app runs, any screen may show (client-side navigation, parts loaded when
 * reached): the whole sheet applies from then on. A CSP without inline handlers rules out the usual
 * `onload="this.media='all'"`.
 */
export function applyFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-full-css]")) link.media = "all";
}
