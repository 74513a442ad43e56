/**
 * Named entities that publisher files use without declaring (their DTD would).
 * A fixed table of literal characters: expansion is never recursive.
 */
export const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', hairsp: '\u200a', zwnj: '\u200c', zwj: '\u200d',
  ndash: '\u2013', mdash: '\u2014', minus: '\u2212', hyphen: '\u2010', shy: '\u00ad',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', sbquo: '\u201a', bdquo: '\u201e',
  laquo: '\u00ab', raquo: '\u00bb', hellip: '\u2026', bull: '\u2022', middot: '\u00b7', prime: '\u2032', Prime: '\u2033',
  dagger: '\u2020', Dagger: '\u2021', sect: '\u00a7', para: '\u00b6', copy: '\u00a9', reg: '\u00ae', trade: '\u2122',
  deg: '\u00b0', plusmn: '\u00b1', times: '\u00d7', divide: '\u00f7', micro: '\u00b5', permil: '\u2030',
  le: '\u2264', ge: '\u2265', ne: '\u2260', asymp: '\u2248', equiv: '\u2261', infin: '\u221e', sim: '\u223c',
  larr: '\u2190', rarr: '\u2192', uarr: '\u2191', darr: '\u2193', harr: '\u2194',
  alpha: '\u03b1', beta: '\u03b2', gamma: '\u03b3', delta: '\u03b4', epsilon: '\u03b5', zeta: '\u03b6', eta: '\u03b7',
  theta: '\u03b8', iota: '\u03b9', kappa: '\u03ba', lambda: '\u03bb', mu: '\u03bc', nu: '\u03bd', xi: '\u03be',
  omicron: '\u03bf', pi: '\u03c0', rho: '\u03c1', sigma: '\u03c3', tau: '\u03c4', upsilon: '\u03c5', phi: '\u03c6',
  chi: '\u03c7', psi: '\u03c8', omega: '\u03c9',
  Alpha: '\u0391', Beta: '\u0392', Gamma: '\u0393', Delta: '\u0394', Theta: '\u0398', Lambda: '\u039b', Pi: '\u03a0',
  Sigma: '\u03a3', Phi: '\u03a6', Psi: '\u03a8', Omega: '\u03a9',
  auml: '\u00e4', ouml: '\u00f6', uuml: '\u00fc', Auml: '\u00c4', Ouml: '\u00d6', Uuml: '\u00dc', szlig: '\u00df',
  eacute: '\u00e9', egrave: '\u00e8', ecirc: '\u00ea', aacute: '\u00e1', agrave: '\u00e0', acirc: '\u00e2',
  iacute: '\u00ed', oacute: '\u00f3', uacute: '\u00fa', ntilde: '\u00f1', ccedil: '\u00e7', aring: '\u00e5',
  oslash: '\u00f8', aelig: '\u00e6', Eacute: '\u00c9', Aring: '\u00c5', Oslash: '\u00d8',
  atilde: '\u00e3', otilde: '\u00f5', ocirc: '\u00f4', ucirc: '\u00fb', icirc: '\u00ee', Uacute: '\u00da', Iacute: '\u00cd',
  Oacute: '\u00d3', Aacute: '\u00c1', acute: '\u00b4', emsp14: '\u2005', emsp13: '\u2004',
  ast: '*', equals: '=', lpar: '(', rpar: ')', percnt: '%', lsqb: '[', rsqb: ']', plus: '+', num: '#', sol: '/', colon: ':',
};
