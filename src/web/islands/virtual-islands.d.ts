/** The islands boot chunk of the client build (scripts/vite-islands-plugin.ts); null in development. */
declare module 'virtual:lectern-islands' {
  export const islandsEntry: { module: string; imports: string[] } | null;
  /** The client build's stylesheets by URL (`/assets/….css`) with their text; null in development and in the client build. */
  export const islandsStyles: Record<string, string> | null;
}
