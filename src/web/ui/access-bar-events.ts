/**
 * Events the access bar dispatches on `window` for the modals other parts of the page own
 * (download-issue modal, spec 000 §4 "Download full issue"; the modal checks the download cap).
 */
export const DOWNLOAD_ISSUE_EVENT = 'lectern:download-issue';

export interface DownloadIssueDetail {
  pii: string;
}
