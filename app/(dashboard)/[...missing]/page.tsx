import { notFound } from "next/navigation";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("nav", "notFound");

/**
 * Any other path a signed-in person types: the dashboard's own 404 (../not-found.tsx), inside the
 * layout, so the menu stays and they can go on. /v1 has its own catch-all (JSON 404s); files in
 * public/ and the other routes match first.
 */
export default function MissingPage() {
  notFound();
}
