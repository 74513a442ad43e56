import { describe, expect, it } from 'vitest';
import { asciiKeyPart, escapeLatex, escapeVerbatim } from './latex.ts';

describe('LaTeX escaping for BibTeX values', () => {
  it.each([
    ['100%', '100\\%'],
    ['A & B', 'A \\& B'],
    ['{x}', '\\{x\\}'],
    ['$5 #1 a_b', '\\$5 \\#1 a\\_b'],
    ['~^', '\\textasciitilde{}\\textasciicircum{}'],
    ['C:\\dir', 'C:\\textbackslash{}dir'],
    ['Kühlbrandt – α', 'Kühlbrandt – α'],
  ])('%s → %s', (input, output) => {
    expect(escapeLatex(input)).toBe(output);
  });

  it.each([
    ['10.1002/(SICI)1097-4636<1>3.0.CO;2-#', '10.1002/(SICI)1097-4636<1>3.0.CO;2-#'],
    ['10.1000/{odd}\\x y', '10.1000/%7Bodd%7D%5Cx%20y'],
  ])('verbatim %s → %s', (input, output) => {
    expect(escapeVerbatim(input)).toBe(output);
  });

  it.each([
    ['Kühlbrandt', 'Kuhlbrandt'],
    ['Groß', 'Gross'],
    ["O'Brien-Smith", 'OBrienSmith'],
    ['李', ''],
  ])('cite key part %s → %s', (input, output) => {
    expect(asciiKeyPart(input)).toBe(output);
  });
});
