import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Rooms and the doors between them (DESIGN.md): blocks never import another block, the
// registry or app; ui/ and theme/ never import blocks, app or content loading.
const noCrossBlockImports = {
  files: ['src/blocks/*/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['../*/*', '!../../*'], message: 'A block may not import another block.' },
          {
            group: ['**/registry', '**/app/**'],
            message: 'Blocks may not import the registry or app/.',
          },
        ],
      },
    ],
  },
};

const primitivesStayLow = {
  files: ['src/ui/**', 'src/theme/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/blocks/**', '**/app/**', '**/islands/**'],
            message: 'ui/ and theme/ import only theme/ and content types.',
          },
          {
            group: ['**/content/load', '**/content/validate*'],
            message: 'Primitives never read site-config.',
          },
        ],
      },
    ],
  },
};

// Authored content never becomes raw HTML. The one exception is the island wrapper, which
// carries markup react-dom/server rendered (escaped) and JSON with "<" escaped.
const noRawHtml = {
  files: ['src/**/*.tsx'],
  ignores: ['src/app/islands/Island.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
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
  noCrossBlockImports,
  primitivesStayLow,
  noRawHtml,
);
