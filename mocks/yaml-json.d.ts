// `*.yaml?json` imports: the YAML parsed at build time by vite.config.ts's yamlAsJson plugin.
declare module '*.yaml?json' {
  const document: unknown;
  export default document;
}
