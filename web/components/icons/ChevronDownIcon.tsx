/**
 * lucide's chevron-down, drawn inline: the header and the hero are on every first load, and this one
 * mark would otherwise bring lucide's icon runtime with it (docs/decisions/150-js-diet.md).
 */
export function ChevronDownIcon({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  )
}
