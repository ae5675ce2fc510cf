/** The study buddy's public surface: its sheet over the Player, loaded when first opened. */
import { lazy } from 'react';

export const ChatBuddySheet = lazy(() =>
  import('./chat-buddy-sheet').then((m) => ({ default: m.ChatBuddySheet })),
);
