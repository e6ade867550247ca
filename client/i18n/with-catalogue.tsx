import { type ComponentType, useEffect, useState } from "react";
import { Spinner } from "../components/ui/spinner";
import { catalogueReady, loadCatalogueParts } from "./browser-i18n";
import type { CataloguePart } from "./catalogue-parts";

/**
 * A screen that brings its own texts: it loads `parts` in the page's language the first time it shows,
 * then renders `Screen`. For screens that the route table does not name itself (the admin dashboard is
 * one role's reading of /dashboard), so that only the people who see a screen download its texts.
 * Where every text is already there (server, tests, a second visit) it renders at once.
 */
export function withCatalogue<P extends object>(parts: readonly CataloguePart[], Screen: ComponentType<P>) {
  function WithCatalogue(props: P) {
    const [ready, setReady] = useState(() => catalogueReady(parts));
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (ready) return;
      let current = true;
      loadCatalogueParts(parts).then(
        () => current && setReady(true),
        (error: unknown) => current && setFailure(error ?? new Error("The page's texts could not be loaded")),
      );
      return () => {
        current = false;
      };
    }, [ready]);
    // A failed download goes to the nearest error boundary, as a failed page chunk does.
    if (failure) throw failure;
    return ready ? <Screen {...props} /> : <Spinner />;
  }
  WithCatalogue.displayName = `WithCatalogue(${Screen.displayName ?? Screen.name})`;
  return WithCatalogue;
}
