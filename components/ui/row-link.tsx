"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * A link repeated on every row of a list. Next prefetches each link that scrolls into view; on a page of
 * twenty rows that is twenty requests to the server and twenty payloads for the phone to read while the
 * page is still loading. A row's link is prefetched when the pointer or a finger comes to it instead, which
 * is still before the click lands (the pattern of Next's own docs, "Linking and Navigating").
 */
export function RowLink({
  href,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...rest
}: ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        prefetch();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
      {...rest}
    />
  );
}
