import { act, fireEvent, screen } from "@testing-library/react";

/**
 * The toast store outlives a test's render; closing the toast on screen keeps one test's toast from
 * satisfying the next test's assertions. Register with afterEach (it runs before the global cleanup).
 */
export function dismissOpenToast(): void {
  const close = screen.queryByRole("button", { name: "Close" });
  if (close) act(() => fireEvent.click(close));
}
