import "./styles.css";
import { SSR_PAYLOAD_ID } from "./ssr/ssr-payload";

/**
 * The browser's entry (decisions 024 and 025). A server-rendered public page needs no script to be read: its
 * markup and inlined CSS are the page, and its inline script (client/ssr/early-input.ts) holds a tap until the
 * app answers. So the app is fetched once the page has painted its content: on a phone's connection the
 * first paint does not share the line with the app's script, and the app starts after it, hydrating in
 * short tasks (a transition, client/main.tsx). The page's own chunks, named by the server as
 * `<meta name="app-preload">` (server/modules/pages/page-html.ts), are preloaded then, beside the app's.
 * A client-rendered screen (the plain shell of the staff screens) has nothing to paint first: it starts at
 * once.
 */
function startApp(): void {
  const hrefs = [...document.querySelectorAll<HTMLMetaElement>('meta[name="app-preload"]')].map((m) => m.content);
  // One request per task: starting a fetch costs the main thread a few milliseconds on a slow phone, ten
  // at once made one long task. The app is imported once all are under way (Vite's import helper then
  // finds its chunks preloaded already).
  const next = () => {
    const href = hrefs.shift();
    if (href === undefined) {
      void import("./main");
      return;
    }
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
    setTimeout(next, 0);
  };
  next();
}

/** Runs `start` once the page has painted text or an image; in any case after 3 s (a tab opened hidden). */
function afterFirstContentfulPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, 3000);
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    once(); // no paint timing in this browser
  }
}

if (document.getElementById(SSR_PAYLOAD_ID)) afterFirstContentfulPaint(startApp);
else startApp();
