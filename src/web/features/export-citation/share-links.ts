/**
 * Share targets of the article page (spec 001 §2 "share targets (email, Facebook, Twitter,
 * LinkedIn, Reddit)") and their title limits (spec 001 §5: "share titles 70 plus ellipsis
 * (300 for the social link title)").
 */
export const SHARE_TITLE_LIMIT = 70;
export const SOCIAL_TITLE_LIMIT = 300;
const ELLIPSIS = '…';

/**
 * The title cut to `limit` characters plus an ellipsis when it is longer. Characters are
 * counted as code points, so an emoji or a letter outside the BMP is never split in half.
 */
export function cutTitle(title: string, limit: number): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}${ELLIPSIS}` : clean;
}

export interface ShareLink {
  id: 'email' | 'facebook' | 'twitter' | 'linkedin' | 'reddit';
  label: string;
  href: string;
}

/**
 * One link per share target for the article at `url` (absolute). The e-mail subject is a
 * share title (70); the text the social sites prefill is the social link title (300).
 */
export function shareLinks(title: string, url: string): ShareLink[] {
  const shareTitle = cutTitle(title, SHARE_TITLE_LIMIT);
  const socialTitle = cutTitle(title, SOCIAL_TITLE_LIMIT);
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, '%20');
  return [
    { id: 'email', label: 'Share by e-mail', href: `mailto:?${q({ subject: shareTitle, body: `${socialTitle}\n${url}` })}` },
    { id: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}` },
    { id: 'twitter', label: 'Share on Twitter', href: `https://twitter.com/intent/tweet?${q({ url, text: socialTitle })}` },
    {
      id: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/shareArticle?${q({ mini: 'true', url, title: socialTitle })}`,
    },
    { id: 'reddit', label: 'Share on Reddit', href: `https://www.reddit.com/submit?${q({ url, title: socialTitle })}` },
  ];
}
