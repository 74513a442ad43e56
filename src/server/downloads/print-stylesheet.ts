/**
 * The paged-media stylesheet of a typeset PDF: A4 pages, a title block, authors and
 * affiliations, abstract, body with figures, tables and native MathML, references and the
 * licence. The running header (journal, DOI) and page numbers are Chromium's header and
 * footer templates (pdf-typesetter.server.ts), which repeat on every page.
 */
export const PRINT_STYLESHEET = `
@page { size: A4; margin: 22mm 18mm 20mm 18mm; }
:root { font-family: "DejaVu Serif", "Liberation Serif", Georgia, serif; font-size: 10pt; line-height: 1.4; color: #000; }
body { margin: 0; }
a { color: inherit; text-decoration: none; }
h1, h2, h3, h4, h5, h6 { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; break-after: avoid; page-break-after: avoid; }
h1.article-title { font-size: 17pt; line-height: 1.2; margin: 0 0 8pt; }
h2 { font-size: 12pt; margin: 14pt 0 4pt; }
h3 { font-size: 11pt; margin: 10pt 0 4pt; }
h4, h5, h6 { font-size: 10pt; margin: 8pt 0 3pt; }
p { margin: 0 0 5pt; orphans: 3; widows: 3; }
.article-header ul { list-style: none; padding: 0; margin: 0 0 6pt; }
.article-header ul li { display: inline; }
.article-header ul li + li::before { content: ", "; }
.affiliations, .author-notes, .article-history, .article-doi, .copyright-line { font-size: 8.5pt; }
.affiliations li, .author-notes li { display: block !important; }
.author-banner__toggle { display: none; }
.affiliations li::before, .author-notes li::before { content: none !important; }
section.abstract { border-left: 2pt solid #999; padding: 0 0 0 8pt; margin: 8pt 0; }
.keyword-list { list-style: none; padding: 0; }
.keyword-list li { display: inline; }
.keyword-list li + li::before { content: " · "; }
figure, .figure, table, .table-wrap, .display-formula { break-inside: avoid; page-break-inside: avoid; }
figure { margin: 8pt 0; }
figure img, img { max-width: 100%; height: auto; }
figcaption, caption { font-size: 8.5pt; text-align: left; }
table { border-collapse: collapse; font-size: 8pt; margin: 6pt 0; max-width: 100%; }
th, td { border: 0.4pt solid #777; padding: 2pt 4pt; vertical-align: top; }
math { font-size: 1.05em; }
math[display="block"] { margin: 6pt 0; }
pre, code { font-size: 8pt; white-space: pre-wrap; }
ol, ul { padding-left: 16pt; }
.references, .bibliography, #references { font-size: 8.5pt; }
/* Numbered exactly as on the page: a labelled list by its labels only, each label apart from its entry. */
.reference-list { padding-left: 20pt; }
.reference-list--labelled { list-style: none; padding-left: 0; }
.reference-list--labelled > .reference { display: grid; grid-template-columns: 3.2em 1fr; column-gap: 4pt; break-inside: avoid; }
.reference-list--labelled .ref-label { text-align: right; }
.reference { margin: 0 0 2pt; }
/* No link chrome on paper: a reference keeps its DOI (printed as its address), not its lookup links. */
.ref-links { display: block; }
.ref-links > a:not(.ref-link--doi) { display: none !important; }
.ref-link--doi { overflow-wrap: anywhere; }
.print-all-authors { font-size: 8.5pt; }
.author-ellipsis { display: none !important; }
.print-licence { font-size: 8.5pt; border-top: 0.5pt solid #000; margin-top: 14pt; padding-top: 4pt; }
/* Interactive parts of the web page have no place on paper. */
form, .figure-download, .rights-link, .article-tools, .show-all-authors, .export-citation, .share-links, [role="toolbar"], video, audio, iframe, .sr-only, .visually-hidden { display: none !important; }
details > summary { list-style: none; }
/* Author names are buttons on the page (they open a side panel): on paper, plain text. */
button { all: unset; display: inline; }

`;
