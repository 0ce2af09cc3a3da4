export function Logo({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.15" />
      <rect x="6" y="10" width="20" height="13" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M6 14.5h20" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
