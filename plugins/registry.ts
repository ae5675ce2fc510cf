/** Every minigame the player knows. Adding a minigame: its folder, and one line here. */
import { PluginRegistry } from '@web-ed/engine';
import { brainBattle } from './brain-battle';
import { ecopower } from './ecopower';
import { fillBlanks } from './fill-blanks';
import { listening } from './listening';
import { matching } from './matching';
import { markWords } from './mark-words';
import { mathAnswer } from './math-answer';
import { mcq } from './mcq';
import { ordering } from './ordering';
import { reading } from './reading';
import { speaking } from './speaking';
import { trueFalse } from './true-false';
import { videoMcq } from './video-mcq';
import { vocabulary } from './vocabulary';
import type { PluginView } from './view-props';

export const registry = new PluginRegistry<PluginView>([
  mcq,
  speaking,
  listening,
  reading,
  vocabulary,
  videoMcq,
  ecopower,
  brainBattle,
  mathAnswer,
  trueFalse,
  fillBlanks,
  markWords,
  ordering,
  matching,
]);

/** The source file of a minigame's view, named by its manifest (its folder is its name). */
export const viewFileOf = (name: string): string => `plugins/${name}/view.tsx`;

export type { Feedback, PluginView, PluginViewProps, WebPlugin } from './view-props';
