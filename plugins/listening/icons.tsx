/**
 * The few icons the audio views need, inline so they cost no request and render the same on
 * every phone (emoji differ by vendor). Always decorative: the button beside them has the words.
 */
const PATHS = {
  play: 'M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z',
  pause: 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z',
  stop: 'M7 7h10v10H7z',
  replay: 'M12 5V2L7.5 6.5 12 11V7.5a5.5 5.5 0 1 1-5.5 5.5H4a8 8 0 1 0 8-8z',
  speaker:
    'M3 9.5v5h3.5L11 19V5L6.5 9.5H3zm12.5 2.5A4.2 4.2 0 0 0 13 8.2v7.6a4.2 4.2 0 0 0 2.5-3.8zM13 4.3v2.1a6 6 0 0 1 0 11.2v2.1a8 8 0 0 0 0-15.4z',
  mic: 'M12 14.5a3 3 0 0 0 3-3V5.5a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3zm5.3-3a5.3 5.3 0 0 1-10.6 0H5a7 7 0 0 0 6 6.9V21h2v-2.6a7 7 0 0 0 6-6.9h-1.7z',
  keyboard:
    'M20 5H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zM11 8h2v2h-2V8zm0 3h2v2h-2v-2zM8 8h2v2H8V8zm0 3h2v2H8v-2zm-1 2H5v-2h2v2zm0-3H5V8h2v2zm9 6H8v-2h8v2zm0-3h-2v-2h2v2zm0-3h-2V8h2v2zm3 3h-2v-2h2v2zm0-3h-2V8h2v2z',
  slow: 'M12 4a8 8 0 1 0 8 8h-2a6 6 0 1 1-6-6V4zm0 4a1 1 0 0 0-1 1v3.4l2.3 2.3 1.4-1.4-1.7-1.7V9a1 1 0 0 0-1-1z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
