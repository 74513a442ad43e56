/** The islands boot chunk of the client build (scripts/vite-islands-plugin.ts); null in development. */
declare module 'virtual:lectern-islands' {
  export const islandsEntry: { module: string; imports: string[] } | null;
}
