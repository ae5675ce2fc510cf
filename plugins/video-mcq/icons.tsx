/** Control icons as inline SVG: text glyphs like ▶ turn into colour emoji on some Android fonts. */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export function PlayIcon() {
  return (
    <svg {...common}>
      <path
        d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common}>
      <rect x="6" y="5" width="4.5" height="14" rx="1" fill="currentColor" />
      <rect x="13.5" y="5" width="4.5" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg {...common}>
      <path d="M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" fill="currentColor" />
      <text x="12" y="16.5" fontSize="7" fontWeight="700" textAnchor="middle" fill="currentColor">
        10
      </text>
    </svg>
  );
}

export function CaptionsIcon() {
  return (
    <svg {...common}>
      <rect
        x="2.5"
        y="5"
        width="19"
        height="14"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M6.5 11h4M12.5 11h5M6.5 14.5h7M15.5 14.5h2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
