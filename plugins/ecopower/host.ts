/**
 * What a host app's ecopower pages use outside the deck: the cards of a deck by kind, the fun
 * activity card with its upload hook, and the deck's own words (the upload texts of section 8).
 */
// The fun activity card's look (eco-card, eco-upload, eco-button), as the deck view has it.
import './view.css';

export { deckCards, type DeckCard } from './cards';
export { FunActivityCard } from './fun-activity-card';
export { ECOPOWER_STRINGS } from './strings';
export { useUpload } from './use-upload';
