import { createContext, useContext } from "react";

/**
 * The seed of the first random pick a page shows (the landing page's 3 topics, a guide's 'Explore More').
 * A server-rendered page sends its seed to the browser, so hydration draws the same cards the HTML shows;
 * a client-rendered page gets a fresh seed. Reshuffles after that use Math.random.
 */
export const RenderSeedContext = createContext<number>(Math.floor(Math.random() * 2 ** 32));

export function useRenderSeed(): number {
  return useContext(RenderSeedContext);
}

/** mulberry32: a tiny, fast PRNG; the same seed gives the same sequence on the server and in the browser. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
