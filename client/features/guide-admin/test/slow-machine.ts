import { configure } from "@testing-library/react";

/**
 * Component tests run two jsdom workers on two cores, where loading a guide's sections from the loopback
 * API can take longer than Testing Library's default one-second wait. Changes the waits of the importing
 * file only (each test file has its own module scope), as admin-dashboard/testing/slow-machine.ts does.
 */
export function allowSlowRoundTrips() {
  configure({ asyncUtilTimeout: 5000 });
}
