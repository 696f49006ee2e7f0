/**
 * Every cast member's portrait, the host's included, in the cast's display order (content/cast
 * `order`), which is the order they are rendered in. Each module holds one person's data (card,
 * colours, light side) beside the parts that draw them.
 */
import ingridSolberg from './ingrid-solberg.mjs';
import danteOkonkwo from './dante-okonkwo.mjs';
import mateoFerreira from './mateo-ferreira.mjs';
import hiroshiTanabe from './hiroshi-tanabe.mjs';
import chloeMarchand from './chloe-marchand.mjs';
import tannerVoss from './tanner-voss.mjs';
import marcusVale from './marcus-vale.mjs';
import tomaszWierzbicki from './tomasz-wierzbicki.mjs';
import priyaRaman from './priya-raman.mjs';
import siobhanKeane from './siobhan-keane.mjs';
import lukasBrenner from './lukas-brenner.mjs';
import camilaRestrepo from './camila-restrepo.mjs';
import oskarLindqvist from './oskar-lindqvist.mjs';
import nadiaHaddad from './nadia-haddad.mjs';
import ethanCalloway from './ethan-calloway.mjs';
import jaeWonSeo from './jae-won-seo.mjs';
import ruslanTemirov from './ruslan-temirov.mjs';

export { CH, CW } from './figure.mjs';
export { portraitSvg } from './frame.mjs';

export const CAST = [
  ingridSolberg,
  danteOkonkwo,
  mateoFerreira,
  hiroshiTanabe,
  chloeMarchand,
  tannerVoss,
  marcusVale,
  tomaszWierzbicki,
  priyaRaman,
  siobhanKeane,
  lukasBrenner,
  camilaRestrepo,
  oskarLindqvist,
  nadiaHaddad,
  ethanCalloway,
  jaeWonSeo,
  ruslanTemirov,
];
