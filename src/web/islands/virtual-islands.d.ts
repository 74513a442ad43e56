/** The islands boot chunk of the client build (scripts/vite-islands-plugin.ts); null in development. */
declare module 'virtual:lectern-islands' {
  /** The boot module, the chunks it imports, and the inline script that loads them after the first paint. */
  export const islandsEntry: { module: string; imports: string[]; loader: string } | null;
  /** The client build's stylesheets by URL (`/assets/….css`) with their text; null in development and in the client build. */
  export const islandsStyles: Record<string, string> | null;
}
