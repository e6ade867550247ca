import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveMeta, pollWhenOffline, useLiveEvents } from "./live-events";
import { createQueryClient } from "./query-client";

/** A stand-in for the browser's EventSource (jsdom has none) that the test drives. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  fail() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** Renders the hook next to three queries and counts how often each was fetched. */
function setup() {
  const queryClient = createQueryClient();
  const fetches = { notesA: 0, notesB: 0, leads: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const result = renderHook(
    () => {
      const live = useLiveEvents();
      useQuery({
        queryKey: ["a", "notes"],
        queryFn: () => ++fetches.notesA,
        meta: liveMeta({ on: ["note"], leadId: "A" }),
      });
      useQuery({
        queryKey: ["b", "notes"],
        queryFn: () => ++fetches.notesB,
        meta: liveMeta({ on: ["note"], leadId: "B" }),
      });
      useQuery({ queryKey: ["leads"], queryFn: () => ++fetches.leads, meta: liveMeta({ on: ["lead"] }) });
      return live;
    },
    { wrapper },
  );
  return { ...result, fetches, source: () => FakeEventSource.instances.at(-1) as FakeEventSource };
}

describe("useLiveEvents", () => {
  it("opens /api/events, is live only while the stream is open, and closes it on unmount", async () => {
    const { result, source, unmount } = setup();
    expect(source().url).toBe("/api/events");
    expect(result.current.live).toBe(false);
    act(() => source().open());
    expect(result.current.live).toBe(true);
    act(() => source().fail());
    expect(result.current.live).toBe(false);
    act(() => source().open());
    expect(result.current.live).toBe(true);
    unmount();
    expect(source().readyState).toBe(FakeEventSource.CLOSED);
  });

  it("refetches only the queries an event names", async () => {
    const { source, fetches } = setup();
    await waitFor(() => expect(fetches).toEqual({ notesA: 1, notesB: 1, leads: 1 }));
    act(() => source().open());
    // Opening refetches everything once (what was read before may have missed an event).
    await waitFor(() => expect(fetches).toEqual({ notesA: 2, notesB: 2, leads: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 550)); // past the throttle window
    act(() => source().send({ type: "note", leadId: "A" }));
    await waitFor(() => expect(fetches.notesA).toBe(3));
    act(() => source().send({ type: "lead", leadId: "C" }));
    await waitFor(() => expect(fetches.leads).toBe(3));
    act(() => source().send({ type: "nonsense" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).toEqual({ notesA: 3, notesB: 2, leads: 3 });
  });

  it("refetches a query at most once per 500 ms, and once more after a burst", async () => {
    const { source, fetches } = setup();
    await waitFor(() => expect(fetches.notesA).toBe(1));
    act(() => source().open());
    await waitFor(() => expect(fetches.notesA).toBe(2)); // the refetch on open starts the window
    act(() => {
      for (let i = 0; i < 5; i++) source().send({ type: "note", leadId: "A" });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetches.notesA).toBe(2);
    await waitFor(() => expect(fetches.notesA).toBe(3), { timeout: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetches.notesA).toBe(3);
  });

  it("refetches everything when the stream reopens after a drop, since events may have been missed", async () => {
    const { source, fetches } = setup();
    await waitFor(() => expect(fetches.leads).toBe(1));
    act(() => source().open());
    act(() => source().fail());
    act(() => source().open());
    await waitFor(() => expect(fetches).toEqual({ notesA: 2, notesB: 2, leads: 2 }));
  });
});

describe("pollWhenOffline", () => {
  it("polls every 2000 ms only while not live", () => {
    expect(pollWhenOffline(false)).toBe(2000);
    expect(pollWhenOffline(true)).toBe(false);
  });
});
