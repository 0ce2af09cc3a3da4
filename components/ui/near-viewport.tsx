"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders its children once its box comes within 200 px of the viewport; until then the box (sized by
 * `className`, the children's own size) stands in for them, so nothing shifts. For a chart whose chunk
 * (`next/dynamic`) should be fetched on first sight of it, not right after the page's first render, where
 * Lighthouse counts it in the blocking time.
 */
export function NearViewport({ className, children }: { className: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={className}>
      {seen && children}
    </div>
  );
}
