declare module 'eslint-plugin-security' {
  import type { ESLint } from 'eslint';
  const plugin: ESLint.Plugin & { configs: Record<string, unknown> };
  export default plugin;
}
