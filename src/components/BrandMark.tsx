/** The logo: a "P" that ends in a path marker. Drawn here so it costs no request. */
export function BrandMark({ size = 36 }: { readonly size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#1d3f8f" />
      <path
        d="M14 30V10h8a6 6 0 0 1 0 12h-8"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="28.5" cy="29" r="3.5" fill="#f59e0b" />
    </svg>
  );
}
