// Pre-commit (installed once with `npm run hooks`): content files being committed are validated
// with the whole site, and only their own problems reported; a schema change re-checks every file.
export default {
  'site-config/**/*.{json,md}': 'tsx scripts/validate.ts',
  'schemas/**/*.json': () => 'tsx scripts/validate.ts',
};
