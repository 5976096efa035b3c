import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/artifacts/**', 'apps/server/src/db/migrations/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Screens call the API through the client typed from its OpenAPI document, never by hand-typed paths.
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/app/api', '../api', './api'], importNames: ['api', 'download'], message: 'Usa client de app/api.client.' }],
      }],
    },
  },
  {
    files: ['apps/web/src/app/api.client.ts', 'apps/web/src/app/api.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
