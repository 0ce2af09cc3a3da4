// The screen's skeleton while its data loads; the overview has none (components/layout/screen-skeleton.tsx).
export { ScreenSkeleton as default } from "@/components/layout/screen-skeleton";
