import "@testing-library/jest-dom/vitest";
import { act, cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { clearToasts } from "../components/ui/use-toast";

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The toast store is
// module state: clear it too, or one test's toast would still be "on screen" in the next.
afterEach(() => {
  act(() => clearToasts());
  cleanup();
});
