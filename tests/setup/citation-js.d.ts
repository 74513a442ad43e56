/** citation-js ships no type declarations; only what tests/setup/parse-citation.ts uses. */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: string);
    data: unknown[];
  }
}
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-bibtex';
