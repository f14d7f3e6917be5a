/** A post the rehearsal wrote the way the staff guide says. */
export interface RehearsedPost {
  file: string;
  /** ISO date of the post (UTC, so that strings compare in time order). */
  date: string;
  permalink: string;
  title: string;
  tag: string;
  /** A word found only in this post's body (in a heading), and its pinyin. */
  word: string;
  pinyin: string;
}

/** What `npm run test:rehearsal` added to its copy of the site, passed in CLOUDISLE_REHEARSAL. */
export interface Rehearsal {
  /** The checkout whose build/ is the release before the rehearsed one. */
  previousSiteDir: string;
  /** The rehearsed posts, newest first. */
  posts: RehearsedPost[];
  /**
   * The game's numbers the rehearsed version changes in data/game (two prices and a timer), as
   * its post's 数值变化 table has them: `of` is what a page's <GameValue /> names.
   */
  gameChanges: {of: string; what: string; before: string; after: string}[];
  /** The version post dated today that staff merged before the rehearsal, as on a release day. */
  releaseDayPost: RehearsedPost;
  /**
   * The sentence a staff member listed in blog/authors.yml added to a rules page, committed alone,
   * then two commits no player can see (a keyword in the front matter, a blank line).
   */
  ruleChange: {
    /** The page's address (/docs/faq/leaderboard). */
    permalink: string;
    title: string;
    /** The heading of the section changed. */
    section: string;
    sentence: string;
    /** The commit's subject, in English, which players never see. */
    subject: string;
    /** Its 修订说明, what the history and 最近改动 say. */
    summary: string;
    /** The staff member's name in blog/authors.yml. */
    author: string;
  };
}

export function rehearsal(): Rehearsal {
  const value = process.env.CLOUDISLE_REHEARSAL;
  if (!value) throw new Error('Run these tests through npm run test:rehearsal.');
  return JSON.parse(value) as Rehearsal;
}
