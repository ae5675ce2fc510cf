/** @web-ed/ui: the shared design tokens and components of every web-ed front end. */
// The tokens come with the kit, so every component that uses them finds them. Page defaults
// (body, focus ring) are opt-in through "@web-ed/ui/base.css", so an embed keeps its host's.
import './tokens.css';

export { RichText } from './rich-text';
export { splitMath, type MathSegment } from './split-math';
