/** Line icons of the navigation (24 px, currentColor). */
const PATHS = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  course: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7',
  chat: 'M4 5h16v11H9l-5 4z M8 9h8 M8 12h5',
  leaderboard: 'M4 20V11h4v9 M10 20V5h4v15 M16 20v-6h4v6',
  newsfeed: 'M4 4h13v16H6a2 2 0 0 1-2-2z M17 8h3v10a2 2 0 0 1-2 2 M7 8h7 M7 12h7 M7 16h4',
  community:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M16 5a3 3 0 0 1 0 6 M18 14a5 5 0 0 1 3 6',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12 M18 6L6 18',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M19 12l2-1-1-3-2 .3-1.4-1.4L17 5l-3-1-1 2h-2L10 4 7 5l.3 2-1.4 1.4L4 8 3 11l2 1v0l-2 1 1 3 2-.3 1.4 1.4L7 19l3 1 1-2h2l1 2 3-1-.3-2 1.4-1.4 2 .4 1-3z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14 M12 17h.01',
  logout: 'M15 4h4v16h-4 M10 8l-4 4 4 4 M6 12h10',
  item: 'M6 12h12',
  certificate: 'M4 4h16v12H4z M8 8h8 M8 11h5 M14 16l-1 5 3-2 3 2-1-5',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  code: 'M8 8l-4 4 4 4 M16 8l4 4-4 4 M14 5l-4 14',
  vote: 'M4 12h16v8H4z M8 12V4h8v8 M10 8l1.5 1.5L14 7',
  shop: 'M5 8h14l-1 12H6z M9 8V6a3 3 0 0 1 6 0v2',
  storage: 'M4 5h16v4H4z M5 9v10h14V9 M10 13h4',
  career: 'M4 8h16v11H4z M9 8V5h6v3 M4 13h16',
  language:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
  wifiOff:
    'M3 3l18 18 M8.5 16.5a5 5 0 0 1 7 0 M5 12.5a10 10 0 0 1 5-2.6 M19 12.5a10 10 0 0 0-2.4-1.7 M12 20h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** Filled, coloured glyphs for stats, rewards and chapter states (no emoji font needed). */
const GLYPHS = {
  star: {
    color: '#e0a100',
    d: 'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21.1l1.4-7L2 9.3l7-.8z',
  },
  diamond: { color: '#1a8fd6', d: 'M6 3h12l4 6-10 12L2 9z' },
  vote: { color: '#7a4fd0', d: 'M4 11h16v10H4z M8 3h8v9H8z' },
  flame: {
    color: '#e4571b',
    d: 'M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-4-1-6 1-9z',
  },
  lock: {
    color: '#6b7280',
    d: 'M6 10h12v11H6z M8.5 10V7a3.5 3.5 0 0 1 7 0v3h-2V7a1.5 1.5 0 0 0-3 0v3z',
  },
  check: { color: '#0f7b5f', d: 'M9.5 16.2L5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z' },
  play: { color: '#1a56b8', d: 'M8 5v14l11-7z' },
  review: {
    color: '#b45309',
    d: 'M12 4a8 8 0 1 1-7.7 10h2.1A6 6 0 1 0 12 6v3L7.5 5 12 1z',
  },
} as const;

export type GlyphName = keyof typeof GLYPHS;

export function Glyph({ name, size = 24 }: { name: GlyphName; size?: number }) {
  const g = GLYPHS[name];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={g.d} fill={g.color} fillRule="evenodd" />
    </svg>
  );
}

/** The big round picture of the message screens. */
export function HeroArt({ name }: { name: GlyphName | IconName }) {
  return (
    <div className="hero-art" aria-hidden="true">
      {name in GLYPHS ? (
        <Glyph name={name as GlyphName} size={48} />
      ) : (
        <Icon name={name as IconName} size={48} />
      )}
    </div>
  );
}
