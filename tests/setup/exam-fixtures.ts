import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sample } from './samples.ts';

/**
 * A real sample article with a crafted exam (tests/fixtures/exam) put where its source format
 * keeps one: the JATS `sec sec-type="exam"` at the end of `<back>`, the Elsevier
 * `ce:exam-questions` / `ce:exam-answers` at the end of `ce:sections`. Written to a fresh
 * folder; the article keeps its DOI and PII (ingesting it updates the sample in place).
 */
export const EXAM_SAMPLES = {
  jats: { sample: 'elife/elife01345.xml', fixture: 'jats-exam-sec.xml', before: '</back>' },
  elsevier: { sample: 'elsevier/S0960896612001022.norm-xml', fixture: 'elsevier-exam.xml', before: '</ce:sections>' },
} as const;

export function sampleWithExam(form: keyof typeof EXAM_SAMPLES): string {
  const { sample: name, fixture, before } = EXAM_SAMPLES[form];
  const xml = readFileSync(sample(name), 'utf8');
  const exam = readFileSync(path.resolve('tests/fixtures/exam', fixture), 'utf8');
  const at = xml.lastIndexOf(before);
  if (at < 0) throw new Error(`${name} has no ${before}`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lectern-exam-')), path.basename(name));
  writeFileSync(file, xml.slice(0, at) + exam + xml.slice(at));
  return file;
}
