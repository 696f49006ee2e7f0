/**
 * The six home-page players' portraits, in the order they are rendered (the
 * rest of the cast has no artwork). Each module holds one player's data
 * (card, colours, light side) beside the parts that draw them.
 */
import ingridSolberg from './ingrid-solberg.mjs';
import danteOkonkwo from './dante-okonkwo.mjs';
import mateoFerreira from './mateo-ferreira.mjs';
import hiroshiTanabe from './hiroshi-tanabe.mjs';
import chloeMarchand from './chloe-marchand.mjs';
import tannerVoss from './tanner-voss.mjs';

export { CH, CW } from './figure.mjs';
export { portraitSvg } from './frame.mjs';

export const CAST = [ingridSolberg, danteOkonkwo, mateoFerreira, hiroshiTanabe, chloeMarchand, tannerVoss];
