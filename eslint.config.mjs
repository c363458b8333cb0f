// ESLint for the TypeScript and React code: typescript-eslint's recommended rules, the rules of
// hooks, and jsx-a11y's recommended accessibility rules. `npm run lint` runs it.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['**/build/', '**/.docusaurus/', 'node_modules/', 'docs/', 'static/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Only src/ has React; elsewhere a function named `use` is not a hook (Playwright's fixtures).
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    // The rules of hooks. The plugin's React Compiler rules are left out: the site does not use
    // the compiler, and Docusaurus's own theme code follows the classic patterns they flag.
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    // A Playwright fixture that needs no other fixture takes `{}`: the runner reads the pattern.
    files: ['tests/browser/**/*.ts'],
    rules: {'no-empty-pattern': 'off'},
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
);
