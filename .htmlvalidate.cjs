/** html-validate over every page of dist/ (tests-dist/html.test.ts). Each exception says why. */
module.exports = {
  extends: ['html-validate:recommended'],
  // Astro's island runtime puts <style>astro-island{display:contents}</style> in <body>;
  // browsers apply a <style> anywhere, so allow it as flow content rather than post-process Astro's output.
  elements: ['html5', { style: { flow: true } }],
  rules: {
    'long-title': ['error', { maxlength: 60 }],
    // React's useId() gives ids like "_r1R_0_": valid HTML (any non-space string), not a CSS-friendly name.
    'valid-id': ['error', { relaxed: true }],
    // aria-label names lists (stats, social links, role badges): allowed by ARIA, useful to screen readers.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Radix renders accordion panels as role="region" (the WAI-ARIA accordion pattern); a scrollable table
    // wrapper uses the same role so keyboard users can scroll it.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // React's server renderer writes autoComplete in camelCase; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // Minified output: whitespace and attribute styles are the build's, not ours.
    'no-trailing-whitespace': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    // style="" attributes are hashed into each page's CSP (tests-dist/csp.test.ts).
    'no-inline-style': 'off',
  },
};
