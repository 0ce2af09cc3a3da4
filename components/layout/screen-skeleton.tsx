import { Skeleton } from "@/components/ui/skeleton";

/**
 * What a dashboard screen shows while its server data loads: each area's `loading.tsx` is this.
 * The overview and the charges, receivables and anticipations lists have none on purpose. Behind a loading boundary its content came after the fallback in
 * the HTML stream, and React reveals such content at least 300 ms after the first paint, by which time
 * the page's scripts had loaded and run: Lighthouse then counted them all into the overview's largest
 * paint (2.8 s on its slow 4G against 0.9 s for the first paint; BENCHMARKS.md, "Pages"). Without
 * the boundary the screen's text is in the first paint; the charges list reads its first page on the
 * server for the same reason.
 */
export function ScreenSkeleton() {
  return (
    <div className="space-y-6" aria-busy>
      <Skeleton className="h-7 w-56" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
