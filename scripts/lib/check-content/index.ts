/**
 * The content check: front matter of every doc and post against the site's rules, Chinese
 * typography through AutoCorrect, facts, links and images. Fast (no build) and exhaustive (every
 * problem in one run), with messages written for staff.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import * as autocorrect from 'autocorrect-node';
import {imageProblems} from '../images';
import {activeContentProblems} from './active-content';
import {aliasProblems} from './aliases';
import {QUESTIONS_FILE, checkedQuestions} from '../../../lib/search-questions';
import {apiChangeReport} from './api-changes';
import {gameDataProblems} from './game-data';
import {brokenLinks} from '../links';
import {checkDocs, checkPages} from './docs';
import {historyHiddenProblems} from './history-hidden';
import {checkPosts} from './posts';
import {troubleshootingProblems} from './troubleshooting';
import {Check, type Problem} from './source';

export {formatProblem, type Problem} from './source';

export async function checkContent(siteDir: string, now = new Date()): Promise<Problem[]> {
  const rc = path.join(siteDir, '.autocorrectrc');
  if (existsSync(rc)) autocorrect.loadConfig(JSON.stringify(yaml.load(readFileSync(rc, 'utf8'))));
  const check = new Check(siteDir, now);
  checkDocs(check, 'docs');
  checkDocs(check, 'dev');
  checkPages(check);
  checkPosts(check);
  for (const {file, line, problem, fix} of brokenLinks(siteDir)) {
    check.problems.push({file, line, field: 'link', problem, fix});
  }
  for (const {file, line, problem, fix} of imageProblems(siteDir)) {
    check.problems.push({file, line, field: 'image', problem, fix});
  }
  check.problems.push(...activeContentProblems(siteDir));
  check.problems.push(...aliasProblems(siteDir));
  check.problems.push(
    ...checkedQuestions(siteDir).problems.map((problem) => ({file: QUESTIONS_FILE, ...problem})),
  );
  check.problems.push(...troubleshootingProblems(siteDir));
  check.problems.push(...gameDataProblems(siteDir));
  check.problems.push(...historyHiddenProblems(siteDir));
  check.problems.push(...(await apiChangeReport(siteDir)).problems);
  return check.problems;
}
