/// <reference types="vite/client" />

// The two parts of a message catalog, compiled by scripts/vite-compiled-catalogs.ts.
declare module "*.first.json" {
  const catalog: Record<string, unknown>;
  export default catalog;
}
declare module "*.rest.json" {
  const catalog: Record<string, unknown>;
  export default catalog;
}
