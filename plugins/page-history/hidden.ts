/**
 * Revisions whose text staff hid, listed in docs/history-hidden.yml (like MediaWiki's revision
 * deletion): text pasted by mistake (a phone number) must leave the history pages, which would
 * otherwise keep it for good. A listed commit hides the version of the page it made; the diff of
 * the revision after it compares with that version, so it is hidden too. Applied to the revisions
 * before anything reads them, so that no page, note or list built from them can show the text.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Revision} from './history';

export const HIDDEN_FILE = 'docs/history-hidden.yml';

/** The keys an entry may have. */
export const HIDDEN_KEYS = ['commit', 'page', 'reason'];

/** A commit as staff may write it: its hash, or at least the 7 characters the history pages show. */
export const COMMIT_PATTERN = /^[0-9a-f]{7,40}$/i;

export interface HiddenEntry {
  /** As written: a full or abbreviated commit hash, or anything else for the check to report. */
  commit: string;
  /** Only on this page (its address, /docs/faq/rename); on every page the commit changed if absent. */
  page?: string;
  /** Shown in place of the hidden text. */
  reason: string;
  /** 1-based line of the entry's `-`. */
  line: number;
  /** 1-based line of each key written in the entry. */
  lines: Map<string, number>;
}

/** A docs/history-hidden.yml that is not YAML of the expected shape, with the line to look at. */
export class HiddenFileError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * The entries of the file's text, as written. Read with YAML's failsafe schema: every value is
 * text, so a hash of digits (0123456) keeps its leading zero.
 */
export function parseHidden(text: string): HiddenEntry[] {
  // Only the comments at the top: nothing hidden (js-yaml refuses an empty document).
  if (!text.replace(/^\s*#.*$/gm, '').trim()) return [];
  let data: unknown;
  try {
    data = yaml.load(text, {schema: yaml.FAILSAFE_SCHEMA}) ?? [];
  } catch (error) {
    const {reason, mark} = error as yaml.YAMLException;
    throw new HiddenFileError(`格式错误：${reason}`, (mark?.line ?? 0) + 1);
  }
  if (!Array.isArray(data)) {
    throw new HiddenFileError('应当是一个列表，每一项以“- commit:”开头', 1);
  }
  const lines = text.split('\n');
  const starts = lines.flatMap((line, index) => (/^-(\s|$)/.test(line) ? [index] : []));
  return data.map((item: unknown, index) => {
    const from = starts[index] ?? 0;
    const to = starts[index + 1] ?? lines.length;
    const record =
      typeof item === 'object' && item !== null && !Array.isArray(item)
        ? (item as Record<string, unknown>)
        : {};
    const keyLines = new Map<string, number>();
    for (const key of Object.keys(record)) {
      const at = lines.findIndex(
        (line, i) => i >= from && i < to && line.replace(/^-?\s*/, '').startsWith(`${key}:`),
      );
      keyLines.set(key, (at >= 0 ? at : from) + 1);
    }
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    return {
      commit: text(record.commit),
      page: record.page === undefined ? undefined : text(record.page),
      reason: text(record.reason),
      line: from + 1,
      lines: keyLines,
    };
  });
}

/** The site's entries; none without the file. A broken file fails, naming its line. */
export function readHidden(siteDir: string): HiddenEntry[] {
  const file = path.join(siteDir, HIDDEN_FILE);
  return existsSync(file) ? parseHidden(readFileSync(file, 'utf8')) : [];
}

/** The address a page is compared by: /docs/faq/rename/ and /docs/faq/rename are one page. */
const pageKey = (address: string) => address.replace(/\/+$/, '');

/**
 * A page's revisions (newest first) with the listed ones hidden: their note, pull request,
 * sections and diff removed, `hidden.what` 'revision'; and the diff and sections of the revision
 * after each, which compare with the hidden version, removed, `hidden.what` 'diff'. Date, author
 * and kind stay. An entry whose commit is not a hash of at least 7 characters hides nothing: the
 * content check, which runs before every build, refuses it.
 */
export function hideRevisions(
  revisions: Revision[],
  entries: HiddenEntry[],
  permalink: string,
): Revision[] {
  const applying = entries.filter(
    ({commit, page}) =>
      COMMIT_PATTERN.test(commit) && (page === undefined || pageKey(page) === pageKey(permalink)),
  );
  const reasonOf = (sha: string) =>
    applying.find(({commit}) => sha.startsWith(commit.toLowerCase()))?.reason;
  return revisions.map((revision, index) => {
    const reason = reasonOf(revision.sha);
    const none = {sections: [], lines: [], added: 0, removed: 0};
    if (reason !== undefined) {
      return {
        ...revision,
        ...none,
        note: undefined,
        pull: undefined,
        hidden: {reason, what: 'revision'},
      };
    }
    const before = revisions[index + 1];
    const reasonBefore = before && reasonOf(before.sha);
    if (reasonBefore !== undefined) {
      return {...revision, ...none, hidden: {reason: reasonBefore, what: 'diff'}};
    }
    return revision;
  });
}
