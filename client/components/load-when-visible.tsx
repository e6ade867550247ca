import { type ReactNode, useEffect, useRef, useState } from "react";

export interface LoadWhenVisibleProps {
  children: ReactNode;
  /** Reserved height, so the page does not jump when the content arrives. */
  minHeight: number;
  /** How far below the viewport loading starts. */
  rootMargin?: string;
}

/**
 * Renders its children (typically a lazily loaded component) only once the spot is near the viewport,
 * so code for below-the-fold parts is not downloaded before the visitor scrolls towards it.
 */
export function LoadWhenVisible({ children, minHeight, rootMargin = "300px" }: LoadWhenVisibleProps) {
  const spot = useRef<HTMLDivElement>(null);
  // Starts hidden everywhere, the server included, so hydration matches the server's HTML.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (visible || !spot.current) return;
    if (typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return (
    <div ref={spot} style={{ minHeight: visible ? undefined : minHeight }}>
      {visible ? children : null}
    </div>
  );
}
