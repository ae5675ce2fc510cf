/**
 * react-player with only its HTML5 <video> player. Content videos are local files, so the
 * streaming players react-player would otherwise pull in (hls.js, dash.js, Mux: about 2 MB of
 * chunks) are left out of the build entirely.
 */
import HtmlPlayer from 'react-player/HtmlPlayer';
import { createReactPlayer } from 'react-player/ReactPlayer';
import { canPlay } from 'react-player/patterns';
import type { PlayerEntry } from 'react-player/players';

const html: PlayerEntry = {
  key: 'html',
  name: 'html',
  canPlay: canPlay.html,
  canEnablePIP: () => true,
  player: HtmlPlayer,
};

/** Any src plays in <video>: an asset URL may carry no file extension (a blob: or CDN URL). */
export const LocalVideoPlayer = createReactPlayer([html], html);
