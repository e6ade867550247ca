import { useCallback, useMemo, useState } from "react";
import { pickRandom } from "./guide-topics";
import { seededRandom, useRenderSeed } from "./render-seed";

/**
 * `n` random items of `list`, stable across renders, and `reshuffle` that picks `n` others when it can.
 * A new `list` (another guide's topics, a refetch) starts a fresh pick. The first pick follows the render
 * seed, so a server-rendered page hydrates with the cards its HTML shows.
 */
export function useRandomPick<T>(list: readonly T[] | undefined, n: number): [T[], () => void] {
  const seed = useRenderSeed();
  const initial = useMemo(() => (list ? pickRandom(list, n, [], seededRandom(seed)) : []), [list, n, seed]);
  const [override, setOverride] = useState<{ list: readonly T[]; items: T[] } | null>(null);
  const shown = override && override.list === list ? override.items : initial;
  const reshuffle = useCallback(() => {
    if (list) setOverride({ list, items: pickRandom(list, n, shown) });
  }, [list, n, shown]);
  return [shown, reshuffle];
}
