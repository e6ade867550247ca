import { configure } from "@testing-library/react";

/**
 * The client tests share two cores between many jsdom workers, where one loopback round trip can take
 * longer than Testing Library's default one-second wait. Each test file runs in its own module scope,
 * so this changes the waits of the importing file only.
 */
export function allowSlowRoundTrips() {
  configure({ asyncUtilTimeout: 5000 });
}
