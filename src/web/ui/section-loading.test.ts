import { describe, expect, it } from 'vitest';
import { AJAX_LINK_NAMES, type AjaxLinks } from '#src/shared/article/article-page-state.ts';
import {
  BODY_FAILED_TEXT,
  SECTION_NAMES,
  SECTION_POLICIES,
  failureEffect,
  isSectionEnabled,
  sectionMessage,
  sectionReducer,
  shouldRunBodyFollowUp,
  type FailureHandling,
  type SectionName,
} from './section-loading.ts';

const allLinks = (value: boolean): AjaxLinks => Object.fromEntries(AJAX_LINK_NAMES.map((n) => [n, value])) as AjaxLinks;

describe('section failure handling (001 §8)', () => {
  it.each<[SectionName, FailureHandling]>([
    ['authors', 'failed-state'],
    ['body', 'body-failed'],
    ['downloadIssueMetadata', 'transient-error'],
    ['citingArticles', 'failed-state'],
    ['specialIssue', 'failed-state'],
    ['refersTo', 'failed-state'],
    ['glossary', 'failed-state'],
    ['recommendations', 'failed-state'],
    ['entitledRecommendations', 'popup-still-opens'],
    ['linkingHub', 'failed-state'],
    ['referenceLinks', 'console'],
    ['siblings', 'silent'],
    ['toc', 'silent'],
    ['virtualSpecialIssue', 'silent'],
    ['substances', 'silent'],
    ['questionsAndAnswers', 'silent'],
    ['referredToBy', 'unhandled'],
    ['references', 'unhandled'],
  ])('%s → %s', (section, handling) => {
    expect(SECTION_POLICIES[section].onFailure).toBe(handling);
  });

  it('has a policy for every section', () => {
    for (const name of SECTION_NAMES) expect(SECTION_POLICIES[name]).toBeDefined();
  });
});

describe('isSectionEnabled (gated by ajaxLinks, 001 §7)', () => {
  it.each<[SectionName, keyof AjaxLinks]>([
    ['authors', 'authors'],
    ['specialIssue', 'specialIssueArticles'],
    ['entitledRecommendations', 'recommendations-entitled'],
    ['questionsAndAnswers', 'questionsAndAnswers'],
    ['exam', 'exam'],
  ])('%s follows the %s flag', (section, flag) => {
    expect(isSectionEnabled(section, allLinks(true))).toBe(true);
    expect(isSectionEnabled(section, { ...allLinks(true), [flag]: false })).toBe(false);
    expect(isSectionEnabled(section, null)).toBe(false);
  });
  it('sections without a flag are gated by their caller', () => {
    expect(isSectionEnabled('downloadIssueMetadata', allLinks(false))).toBe(true);
    expect(isSectionEnabled('linkingHub', null)).toBe(true);
  });
});

describe('sectionReducer', () => {
  it('goes request → received', () => {
    const reduce = sectionReducer<string>('glossary');
    const requested = reduce({ status: 'idle', data: undefined, error: undefined }, { type: 'request' });
    expect(requested.status).toBe('request');
    expect(reduce(requested, { type: 'received', data: 'x' })).toEqual({ status: 'received', data: 'x', error: undefined });
  });
  it.each<[SectionName, boolean]>([
    ['citingArticles', true],
    ['body', true],
    ['entitledRecommendations', true],
    ['toc', false],
    ['referenceLinks', false],
  ])('a failure of %s keeps the error: %s', (section, kept) => {
    const error = new Error('503');
    const state = sectionReducer<string>(section)({ status: 'request', data: undefined, error: undefined }, { type: 'failed', error });
    expect(state.status).toBe('failed');
    expect(state.error).toBe(kept ? error : undefined);
  });
});

describe('sectionMessage', () => {
  it.each<[SectionName, 'idle' | 'request' | 'received' | 'failed', string | null]>([
    ['recommendations', 'request', 'Loading...'],
    ['body', 'request', 'Loading...'],
    ['body', 'failed', 'Sorry, something went wrong. Please try again and make sure cookies are enabled'],
    ['authors', 'failed', null],
    ['body', 'received', null],
    ['toc', 'idle', null],
  ])('%s in %s shows %s', (section, status, text) => {
    expect(sectionMessage(section, status)).toBe(text);
  });
  it('body follow-up work runs only after the body was received', () => {
    expect(shouldRunBodyFollowUp('received')).toBe(true);
    expect(shouldRunBodyFollowUp('failed')).toBe(false);
    expect(shouldRunBodyFollowUp('request')).toBe(false);
    expect(BODY_FAILED_TEXT).not.toMatch(/\.$/);
  });
});

describe('failureEffect', () => {
  const error = new Error('x');
  it.each([
    ['downloadIssueMetadata', {}, { kind: 'transient-error', unavailableAction: 'the download of multiple articles in this issue' }],
    ['downloadIssueMetadata', { opensOnPageLoad: true }, { kind: 'none' }],
    ['entitledRecommendations', {}, { kind: 'open-entitled-recommendations' }],
    ['referenceLinks', {}, { kind: 'console', error }],
    ['references', {}, { kind: 'console', error }],
    ['substances', {}, { kind: 'none' }],
    ['authors', {}, { kind: 'none' }],
  ] as const)('%s %o → %o', (section, opts, effect) => {
    expect(failureEffect(section, error, opts)).toEqual(effect);
  });
});
