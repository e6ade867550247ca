/**
 * A server-rendered page inlines only the CSS rules its own markup uses and loads the app's whole
 * stylesheet as `<link media="print" data-full-css>` (server/modules/pages/page-assets.ts), so it does not
 * block the first paint. The whole sheet applies the first time the app changes the page (adds an element
 * or changes a class anywhere in the body: a step, a dialog, a client-side navigation, a toast), before
 * the browser paints that change; text alone (a live region's announcement) needs no new rule. Applying
 * it at once after hydration restyled every element for nothing (the inlined rules already style them):
 * a 45 ms task on a desktop, 180 ms on Lighthouse's phone. A CSP without inline handlers rules out the
 * usual `onload="this.media='all'"`.
 */
export function applyFullStylesheetOnFirstChange(): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>("link[data-full-css]")];
  if (links.length === 0) return;
  const observer = new MutationObserver((records) => {
    const restyles = records.some(
      (record) =>
        record.type === "attributes" || [...record.addedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE),
    );
    if (!restyles) return;
    observer.disconnect();
    for (const link of links) link.media = "all";
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
}
