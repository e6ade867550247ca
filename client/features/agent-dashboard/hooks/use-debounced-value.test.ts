import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value";

describe("useDebouncedValue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the value only once it has stopped changing for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: "" },
    });
    for (const value of ["S", "Se", "Sel"]) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(200));
    }
    // 600 ms of typing, never 300 ms still: nothing yet.
    expect(result.current).toBe("");
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("Sel");
  });
});
