import type { ArticleSummary } from '../api/api-contract.ts';
import type { IssueSummary } from './browse-reader.ts';
import type { JournalProfile } from './journal-profile.ts';

/** Days of usage "most read" counts. */
export const MOST_READ_DAYS = 90;

/** An article with how often it was read (distinct sessions) or cited (distinct citing articles). */
export interface RankedArticle extends ArticleSummary {
  count: number;
}

/** A journal as the home page features it. */
export interface FeaturedJournal {
  slug: string;
  title: string;
  articleCount: number;
  /** Content hash of the publisher's cover; null: the generated cover. */
  coverVersion: string | null;
}

/** The newest issue of a journal and its first articles in issue order. */
export interface LatestIssue {
  issue: IssueSummary;
  articles: ArticleSummary[];
}

/** What a journal's page shows beyond its browse facts (BrowseReader.journal; README "Journal pages"). */
export interface JournalPage {
  profile: JournalProfile;
  latestIssue: LatestIssue | null;
  inPress: ArticleSummary[];
  inPressCount: number;
  mostRead: RankedArticle[];
  mostCited: RankedArticle[];
}

/** Read operations of the home and journal pages; the server passes an implementation in the load context. */
export interface JournalReader {
  /** Journals (not books), the most articles first. */
  featured(limit: number): Promise<FeaturedJournal[]>;
  /** Articles read most in the last MOST_READ_DAYS days, across the site or in one journal. */
  mostRead(limit: number, slug?: string): Promise<RankedArticle[]>;
  /** null for an unknown publication. */
  journalPage(slug: string, limit: number): Promise<JournalPage | null>;
}

/** The address of a journal's cover; the version makes a changed cover a new URL (cached for a year). */
export function coverPath(slug: string, coverVersion: string | null): string {
  return `/journal/${encodeURIComponent(slug)}/cover${coverVersion ? `?v=${coverVersion.slice(0, 16)}` : ''}`;
}
