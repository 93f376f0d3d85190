/**
 * Imported first by scripts/pipeline/cli.ts, for its side effect: the build is a production build, and a
 * module that picks its build by NODE_ENV when first loaded (React, loaded with the router's path
 * helpers by the content checks in the config) must see that before anything loads it. Vite sets
 * NODE_ENV too, but only when a build starts, after the config and its imports have loaded; React's
 * development build then met react-dom's production server build in the prerenderer.
 */
// Whatever the environment says (a test runner sets NODE_ENV=test): the site is always built for production.
process.env.NODE_ENV = 'production';
