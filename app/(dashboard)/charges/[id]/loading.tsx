// The screen's skeleton while its data loads (components/layout/screen-skeleton.tsx).
export { ScreenSkeleton as default } from "@/components/layout/screen-skeleton";
