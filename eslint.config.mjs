import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './scripts/eslint/module-boundaries.cjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'client/src/api/generated.ts',
      'src/platform/database/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // Each module keeps its own data: no file imports another module's repository, and only the
    // module that owns a table (src/platform/database/schema/owners.ts) writes it.
    files: ['src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-foreign-repository': 'error',
      'boundaries/owned-writes': 'error',
      'boundaries/foreign-reads': 'error',
      'boundaries/context-faces': 'error',
      // No import cycles in the API: a cycle hides an unclear owner and breaks Nest's injection
      // order. Type-only imports count too; the schema files import strictly downwards.
      'boundaries/no-file-cycle': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // React's rules of hooks, and every value an effect, memo or callback reads in its deps.
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
