import { Component, createContext, type ReactNode, Suspense, useContext, useLayoutEffect } from "react";

/**
 * Progressive hydration of a server-rendered page (decision 024). Hydrating a whole page is one task the
 * browser cannot interrupt (Preact has no time slicing): on Lighthouse's phone that task was 150–330 ms of
 * blocking time. A part wrapped in `HydrateLater` keeps its server markup on screen, untouched, while the rest
 * of the page hydrates, and hydrates in a task of its own afterwards, one part per task, in page order.
 *
 * This uses Preact's resumable hydration: a component that suspends during hydration keeps the DOM it would
 * have claimed and picks it up when its promise settles. Without stream markers Preact keeps exactly one
 * node, so the children must render a single element.
 *
 * Only the page's first hydration is split; later renders (client-side navigation, a client-rendered
 * page) render the children at once. The page counts as hydrated (`data-hydrated`, which releases clicks
 * held by the early-clicks script) only once every part has.
 */
let hydrating = false;
/** The parts' turns, one task after another; settled when the last part waiting so far has its turn. */
let turns: Promise<void> | null = null;

/** Called by client/main.tsx just before it hydrates a server-rendered page. */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * Whether the page is hydrating its server markup now (its first render in the browser). The visitor may
 * already have scrolled or typed: what a client-side navigation resets on mount must be left alone then.
 */
export function hydratingServerPage(): boolean {
  return hydrating;
}

/**
 * Called once the page itself has mounted: no part rendered from now on waits any more, and `done` runs
 * once the parts that did wait have hydrated (at once when none did).
 */
export function endHydration(done: () => void): void {
  hydrating = false;
  const last = turns;
  turns = null;
  // A part hydrates in the task its turn settles in; one task later, all of them have.
  if (last) void last.then(nextTask).then(done);
  else done();
}

/** A macrotask: the browser handles input and paints between two parts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * True while a part that waited renders for the first time, that is while it adopts the server's markup
 * (read in render: `useAdoptingServerMarkup`); false from its commit on. A mutable box, so that it changes
 * without rendering the part again.
 */
const Adopting = createContext<{ current: boolean }>({ current: false });

/**
 * Whether this render hydrates server markup (in a part that waited): what the DOM shows then came from the
 * server renderer, so work that only produces the same markup again can be skipped (see SafeHtml).
 */
export function useAdoptingServerMarkup(): boolean {
  return useContext(Adopting).current;
}

function Adopted({ adopting }: { adopting: { current: boolean } }) {
  useLayoutEffect(() => {
    adopting.current = false;
  }, [adopting]);
  return null;
}

class Gate extends Component<{ children: ReactNode }> {
  /** Thrown while the part waits for its turn: Preact keeps its server markup meanwhile. */
  private wait: Promise<void> | null = null;
  private readonly adopting = { current: false };

  constructor(props: { children: ReactNode }) {
    super(props);
    if (!hydrating) return;
    this.adopting.current = true;
    turns = (turns ?? Promise.resolve()).then(nextTask);
    this.wait = turns.then(() => {
      this.wait = null;
    });
  }

  override render() {
    if (this.wait) throw this.wait;
    return (
      <Adopting.Provider value={this.adopting}>
        {this.props.children}
        <Adopted adopting={this.adopting} />
      </Adopting.Provider>
    );
  }
}

/** Hydrates `children` (one element) after the rest of the page, in a task of its own. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
