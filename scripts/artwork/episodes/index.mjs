/**
 * The episodes' key art, in the order it is rendered. Each module holds one
 * scene: its parameters beside the code that draws it.
 */
import ep01 from './ep01-the-beginning.mjs';
import ep02 from './ep02-first-blood.mjs';
import ep03 from './ep03-the-bluff.mjs';
import ep04 from './ep04-all-in.mjs';
import ep05 from './ep05-high-stakes.mjs';
import ep06 from './ep06-the-turning-point.mjs';
import ep07 from './ep07-quick-and-easy.mjs';
import ep08 from './ep08-the-queen.mjs';
import ep09 from './ep09-the-final-prayer.mjs';
import ep10 from './ep10-life-or-death.mjs';
import ep11 from './ep11-squid-game.mjs';
import ep12 from './ep12-the-end-game.mjs';

export { EH, EW } from './scene.mjs';

export const EPISODES = [ep01, ep02, ep03, ep04, ep05, ep06, ep07, ep08, ep09, ep10, ep11, ep12];
