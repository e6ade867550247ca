import { lazy, Suspense, useEffect, useState } from "react";
import { useCurrentToast } from "./use-toast";

const Toaster = lazy(async () => ({ default: (await import("./toaster")).Toaster }));

/** The toast area, whose code (Radix) loads with the first toast rather than with every page. */
export function LazyToaster() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (current) setNeeded(true);
  }, [current]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
