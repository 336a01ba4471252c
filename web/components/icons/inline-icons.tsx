/**
 * lucide's marks for what every first load shows (the header's menus, the hero's scroll cue), drawn
 * inline: through lucide-react they would bring its icon runtime into every page's first load
 * (docs/decisions/150-js-diet.md). Same 24-unit grid, stroke and caps as lucide; decorative.
 */
function LineIcon({ size = 24, paths }: { size?: number; paths: readonly string[] }) {
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
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

const CHEVRON_DOWN = ['m6 9 6 6 6-6']
const SUN_MOON = [
  'M12 2v2',
  'M14.837 16.385a6 6 0 1 1-7.223-7.222c.624-.147.97.66.715 1.248a4 4 0 0 0 5.26 5.259c.589-.255 1.396.09 1.248.715',
  'M16 12a4 4 0 0 0-4-4',
  'm19 5-1.256 1.256',
  'M20 12h2',
]

export const ChevronDownIcon = ({ size }: { size?: number }) => <LineIcon size={size} paths={CHEVRON_DOWN} />
const MENU = ['M4 6h16', 'M4 12h16', 'M4 18h16']
export const MenuIcon = ({ size }: { size?: number }) => <LineIcon size={size} paths={MENU} />
export const SunMoonIcon = ({ size }: { size?: number }) => <LineIcon size={size} paths={SUN_MOON} />
