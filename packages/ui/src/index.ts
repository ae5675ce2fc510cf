/** @web-ed/ui: the shared design tokens and components of every web-ed front end. */
// Components carry the tokens they use. Hosts may import "@web-ed/ui/tokens.css" directly, and
// opt in to the page defaults (body, focus ring) with "@web-ed/ui/base.css"; an embed keeps its host's.
import './tokens.css';

export { RichText } from './rich-text';
export { splitMath, type MathSegment } from './split-math';
export { Switch } from './switch';
