import { useState } from "react";

export interface CursorStack {
  /** The cursor of the page on screen; undefined on the first page. */
  cursor: string | undefined;
  /** 0 on the first page. */
  pageIndex: number;
  next(cursor: string): void;
  previous(): void;
}

/**
 * Keyset paging keeps a stack of the cursors it followed, so Previous pops one. A new `resetKey`
 * (another search or tab) starts again at the first page.
 */
export function useCursorStack(resetKey: string): CursorStack {
  const [state, setState] = useState<{ key: string; stack: string[] }>({ key: resetKey, stack: [] });
  const stack = state.key === resetKey ? state.stack : [];
  return {
    cursor: stack.at(-1),
    pageIndex: stack.length,
    next: (cursor) => setState({ key: resetKey, stack: [...stack, cursor] }),
    previous: () => setState({ key: resetKey, stack: stack.slice(0, -1) }),
  };
}
