import { describe, expect, it } from 'vitest';
import { parseXml, textContent } from '../xml/parse-xml.ts';
import { extractExam } from './extract-exam.ts';

/** Source forms of an exam (001 §1, §7), quoted as they stand in the XML. */
const JATS = `<article><body><sec><title>Results</title><p>Body text.</p></sec></body><back>
<app-group><app sec-type="cme" id="app1"><title>CME</title>
  <question-wrap id="q-fusion">
    <question question-response-type="multi-choice"><label>1</label>
      <p>Which complex drives vesicle fusion?</p>
      <option correct="no"><p>Clathrin</p></option>
      <option correct="yes"><p>SNARE</p></option>
    </question>
    <explanation><p>SNARE zippering pulls the membranes together.</p></explanation>
  </question-wrap>
  <question-wrap>
    <question><p>Name the calcium sensor.</p></question>
    <answer><p>Synaptotagmin-1.</p></answer>
  </question-wrap>
</app></app-group>
<sec sec-type="exam-questions"><question-wrap id="q-broken"><question><p>No options, no answer?</p></question></question-wrap></sec>
</back></article>`;

const ELSEVIER = `<ce:doc xmlns:ce="http://www.elsevier.com/xml/common/dtd"><ce:sections><ce:para>Body.</ce:para>
<ce:exam-questions><ce:section-title>Questions</ce:section-title><ce:list>
  <ce:list-item id="eq1"><ce:label>1.</ce:label><ce:para>Deletions arise how?</ce:para>
    <ce:list><ce:list-item><ce:label>A</ce:label><ce:para>Paternally</ce:para></ce:list-item>
             <ce:list-item><ce:label>B</ce:label><ce:para>Sporadically</ce:para></ce:list-item></ce:list></ce:list-item>
  <ce:list-item><ce:label>2.</ce:label><ce:para>Which syndrome?</ce:para>
    <ce:list><ce:list-item><ce:label>A</ce:label><ce:para>Kearns–Sayre</ce:para></ce:list-item>
             <ce:list-item><ce:label>B</ce:label><ce:para>Huntington</ce:para></ce:list-item></ce:list></ce:list-item>
</ce:list></ce:exam-questions>
<ce:exam-answers><ce:list>
  <ce:list-item><ce:label>1</ce:label><ce:para>B. Most are sporadic.</ce:para></ce:list-item>
  <ce:list-item><ce:label>2</ce:label><ce:para>(A) Kearns–Sayre syndrome.</ce:para></ce:list-item>
</ce:list></ce:exam-answers></ce:sections></ce:doc>`;

describe('exam questions in the article XML', () => {
  it('JATS: question-wrap in a sec/app with an exam or CME sec-type; taken out of the back matter', () => {
    const root = parseXml(JATS);
    const exam = extractExam(root, 'jats');
    expect(exam.questions).toEqual([
      {
        id: 'q-fusion',
        question: 'Which complex drives vesicle fusion?',
        options: ['Clathrin', 'SNARE'],
        correctOption: 1,
        explanation: 'SNARE zippering pulls the membranes together.',
      },
      { id: 'exam-q1', question: 'Name the calcium sensor.', options: [], correctOption: null, explanation: 'Synaptotagmin-1.' },
    ]);
    expect(exam.warnings).toEqual(['exam question q-broken left out: a question needs a correctOption or an explanation']);
    const rest = textContent(root);
    expect(rest).toContain('Body text.');
    expect(rest).not.toMatch(/vesicle fusion|calcium sensor|No options/);
  });

  it('Elsevier: ce:exam-questions with labelled choices, ce:exam-answers naming the choice then explaining', () => {
    const root = parseXml(ELSEVIER);
    const exam = extractExam(root, 'elsevier');
    expect(exam.questions).toEqual([
      {
        id: 'eq1',
        question: 'Deletions arise how?',
        options: ['Paternally', 'Sporadically'],
        correctOption: 1,
        explanation: 'Most are sporadic.',
      },
      {
        id: 'exam-q1',
        question: 'Which syndrome?',
        options: ['Kearns–Sayre', 'Huntington'],
        correctOption: 0,
        explanation: 'Kearns–Sayre syndrome.',
      },
    ]);
    expect(textContent(root)).toBe('Body.');
  });

  it('an ordinary sec or app is not an exam', () => {
    const root = parseXml(
      '<article><back><app sec-type="supplementary-material"><question-wrap><question><p>Q?</p><option correct="yes"><p>A</p></option></question></question-wrap></app></back></article>',
    );
    expect(extractExam(root, 'jats').questions).toEqual([]);
    expect(textContent(root)).toContain('Q?');
  });
});
