import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true afterwards (and at once in a
 * client-only render): what depends on this browser's storage renders only after hydration, so the
 * first client render matches the server's HTML.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
