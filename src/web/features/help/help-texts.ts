/** Help side panel texts by id (000 §8: asking for an unknown id is an invariant error). */
export const HELP_TEXTS: Readonly<Record<string, string>> = {
  'recommended-articles':
    'Recommended articles are other articles on this site that share topics, references or authors with the one you are reading. They are worked out from the articles themselves, never from your reading history.',
  'cited-by': 'Cited by lists the articles on this site whose reference lists include this article, newest first.',
  'special-issue': 'This article belongs to a special issue: a set of articles on one theme, brought together by guest editors.',
  'download-caps':
    'To keep the service fair for everyone, each browser may download up to 100 articles and 10 full issues per calendar day. The count starts again at midnight.',
  'questions-and-answers':
    'Questions answered in this article lists questions the article answers, each with an answer taken from the article and links to the paragraphs it comes from. Selecting a source scrolls to its paragraph and highlights the passage. Answers marked Powered by GenAI were written by a language model from those paragraphs only; check them against the article. Rate each answer to help improve them.',
  'text-selection-search': 'Select up to 8 words in the article to search the site for them in a new tab.',
  'topic-links':
    'Highlighted terms in this article link to topic pages: a short overview of the term and the other articles on this site that use it. Topics are worked out from the keywords and subjects the articles share.',
};
