/** QTI interactions no minigame plays, and why: an item holding one is left out (reported). */
export const NOT_SUPPORTED: Record<string, string> = {
  extendedTextInteraction: 'free writing cannot be scored by the player',
  hotspotInteraction: 'answering on an image has no minigame',
  selectPointInteraction: 'answering on an image has no minigame',
  graphicOrderInteraction: 'answering on an image has no minigame',
  graphicAssociateInteraction: 'answering on an image has no minigame',
  graphicGapMatchInteraction: 'answering on an image has no minigame',
  positionObjectInteraction: 'answering on an image has no minigame',
  sliderInteraction: 'a slider has no minigame',
  drawingInteraction: 'drawing cannot be scored by the player',
  uploadInteraction: 'an uploaded file cannot be scored by the player',
  mediaInteraction: 'playing a recording is not scored by the player',
  customInteraction: 'a custom interaction is known only to its own tool',
  portableCustomInteraction: 'a custom interaction is known only to its own tool',
  endAttemptInteraction: 'ending an attempt early is not scored by the player',
};
