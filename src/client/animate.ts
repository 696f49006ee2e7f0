/**
 * motion's mini animate, alone. A dynamic import keeps every export of the module it names, so
 * import('motion/mini') carried ~2 KB of motion that nothing here calls; this module's chunk is
 * animate and what it needs.
 */
export { animate } from 'motion/mini';
