// Import cycles in src/, type-only imports included (tsPreCompilationDeps): a cycle is two
// modules that cannot be understood or moved one without the other. The other walls between
// folders are ESLint's (eslint.config.js); ESLint's import plugins skip type imports in cycles.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Break the cycle: move the shared types or helper into a module both can import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
