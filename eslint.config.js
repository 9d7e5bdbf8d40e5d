import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Rooms and the doors between them (DESIGN.md). Imports go one way: blocks → ui → theme → lib;
// content and lib are plain TypeScript; nothing imports app/ but the entries (entry-server.tsx,
// islands/loader.ts). Each folder gets one config, since a later config's options for the same
// rule replace an earlier one's.
const noApp = {
  group: ['**/app', '**/app/**'],
  message: 'Only the entries (entry-server.tsx, islands/loader.ts) import app/.',
};
const walls = (files, patterns, extra = {}) => ({
  files,
  ...extra,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noApp] }] },
});
const visual = {
  group: ['react', 'react-dom', 'react-dom/*', '@emotion/*', 'framer-motion', 'lucide-react'],
  message: 'content/ and lib/ are plain TypeScript: no React, no styles.',
};
const noLoading = {
  group: ['**/content/load', '**/content/validate*'],
  message: 'Primitives never read site-config.',
};

const rooms = [
  walls(
    ['src/blocks/*/**'],
    [
      { group: ['../*/*', '!../../*'], message: 'A block may not import another block.' },
      { group: ['**/registry'], message: 'Blocks may not import the registry.' },
    ],
  ),
  walls(
    ['src/ui/**'],
    [
      {
        group: ['**/blocks/**', '**/islands/**'],
        message: 'ui/ imports theme/, lib/ and content types only.',
      },
      noLoading,
    ],
  ),
  walls(
    ['src/theme/**'],
    [
      {
        group: ['**/blocks/**', '**/islands/**', '**/ui', '**/ui/**'],
        message: 'theme/ imports lib/ and content types only, never ui/.',
      },
      noLoading,
    ],
  ),
  walls(
    ['src/content/**', 'src/lib/**'],
    [
      visual,
      {
        group: ['**/blocks/**', '**/ui/**', '**/theme/**', '**/islands/**'],
        message: 'content/ and lib/ never import the rooms above them.',
      },
    ],
  ),
  walls(['src/**'], [], {
    ignores: [
      'src/app/**',
      'src/blocks/**',
      'src/ui/**',
      'src/theme/**',
      'src/content/**',
      'src/lib/**',
      'src/entry-server.tsx',
      'src/islands/loader.ts',
    ],
  }),
];

// Authored content never becomes raw HTML. The one exception is the island wrapper, which
// carries markup react-dom/server rendered (escaped) and JSON with "<" escaped. An empty one
// (`{ __html: '' }`) carries nothing: it marks an element whose children React leaves alone while
// hydrating (the contact form's hand-off slot, which the loader fills).
const noRawHtml = {
  files: ['src/**/*.tsx'],
  ignores: ['src/app/islands/Island.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "JSXAttribute[name.name='dangerouslySetInnerHTML']:not(:has(Property[key.name='__html'] > Literal[value='']))",
        message:
          'No raw HTML: render content as React text (see src/app/islands/Island.tsx for the one exception).',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.ssr',
      '.cache',
      'node_modules',
      'src/content/types.generated.ts',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...rooms,
  noRawHtml,
);
