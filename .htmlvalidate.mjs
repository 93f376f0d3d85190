// html-validate for the built pages (tests/dist). The two presets check that each page is a valid,
// complete document; the overrides below relax only markup style that React or Vite decide for us.
import { defineConfig } from 'html-validate';

export default defineConfig({
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes DOM property names (srcSet, fetchPriority, dateTime, encType, autoComplete); HTML
    // attribute names are case-insensitive, so the page is valid either way.
    'attr-case': 'off',
    // Vite's template writes <meta />, React writes <img/> and our head tags write <meta>: all valid.
    'void-style': 'off',
    // React writes boolean attributes as hidden="".
    'attribute-empty-style': 'off',
    // index.html starts with the lowercase <!doctype html> that Vite and Prettier write.
    'doctype-style': ['error', { style: 'lowercase' }],
    // Every script and stylesheet is our own file from the same origin (and a strict CSP limits them
    // to 'self'); Subresource Integrity guards files served from someone else's CDN.
    'require-sri': 'off',
    // React's useId gives ids such as "_R_nk_-name"; HTML5 allows any id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // aria-label on a list (<ul aria-label="… stack">) names it for screen readers; lists may be named.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});
