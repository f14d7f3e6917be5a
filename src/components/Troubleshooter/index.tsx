import {useEffect, useMemo, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import CopyButton from '@site/src/components/CopyButton';
import PageFeedback from '@site/src/components/PageFeedback';
import type {NamedLink} from '@site/plugins/troubleshooter';
import type {Question, Solution, Step, Tree} from '@site/lib/troubleshooting';
import styles from './styles.module.css';

type Trees = Tree<NamedLink>[];

const isQuestion = (step: Step<NamedLink>): step is Question => 'question' in step;

/** The query parameter that holds the path: ?p=join/pc-symptom/timeout. */
const PARAM = 'p';

interface Walk {
  tree: Tree<NamedLink>;
  /** The steps from the start to the current one. */
  steps: string[];
  /** The answer chosen at each step before the current one. */
  chosen: string[];
}

/**
 * The path in the address, read as far as it follows the tree: the address comes from outside (a
 * pasted link), so an unknown tree gives the overview and an unknown step ends the path there.
 */
function readPath(trees: Trees, value: string | null): Walk | undefined {
  const [id, ...rest] = (value ?? '').split('/');
  const tree = trees.find((t) => t.id === id);
  if (!tree) return undefined;
  const walk: Walk = {tree, steps: [tree.start], chosen: []};
  for (const next of rest) {
    const step = tree.steps[walk.steps.at(-1)!]!;
    const answer = isQuestion(step) ? step.answers.find((a) => a.next === next) : undefined;
    if (!answer) break;
    walk.steps.push(next);
    walk.chosen.push(answer.text);
  }
  return walk;
}

const pathOf = (tree: Tree<NamedLink>, steps: string[]) => [tree.id, ...steps.slice(1)].join('/');

/**
 * A solution, and where to ask when it did not help. `linked`: the address holds the path (with
 * JavaScript), so the player can send it; without JavaScript it does not, so they say what they chose.
 */
function SolutionView({step, linked}: {step: Solution<NamedLink>; linked: boolean}): ReactNode {
  return (
    <div className={styles.solution}>
      <p>{step.answer}</p>
      <ul>
        {step.links.map(({href, title}) => (
          <li key={href}>
            <Link to={href}>{title}</Link>
          </li>
        ))}
      </ul>
      <p>
        {linked
          ? '照着做了还是不行？把这一步的链接发到官方 QQ 群里问；'
          : '照着做了还是不行？到官方 QQ 群里问，说清楚你选了哪几项；'}
        还没进群的话，先<Link to="/book/qqgroup">加入官方群</Link>。
      </p>
    </div>
  );
}

/** Without JavaScript: the whole tree as nested questions, each answer opening what follows it. */
function NestedStep({tree, id}: {tree: Tree<NamedLink>; id: string}): ReactNode {
  const step = tree.steps[id]!;
  if (!isQuestion(step)) return <SolutionView step={step} linked={false} />;
  return (
    <>
      <p className={styles.question}>{step.question}</p>
      <ul className={styles.nested}>
        {step.answers.map((answer) => (
          <li key={answer.next + answer.text}>
            <details>
              <summary>{answer.text}</summary>
              <NestedStep tree={tree} id={answer.next} />
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Under the questions, with JavaScript only: the address holds the path. Without JavaScript it
 * does not, so the page's own text must not say so.
 */
function PathNote(): ReactNode {
  return (
    <p className={styles.note}>
      每一步都会写进网址。卡在哪一步想问别人时，把浏览器地址栏里的链接复制下来发到群里，对方打开就能看到你选了什么、走到了哪里。
    </p>
  );
}

/** With JavaScript: one question at a time, the path kept in the address. */
function Flow({trees}: {trees: Trees}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const walk = readPath(trees, new URLSearchParams(location.search).get(PARAM));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (path?: string) => {
    moved.current = true;
    const search = new URLSearchParams(location.search);
    if (path) search.set(PARAM, path);
    else search.delete(PARAM);
    const query = search.toString().replace(/%2F/g, '/');
    history.push({search: query ? `?${query}` : '', hash: '#troubleshooter'});
  };
  // After a choice, the new question has the focus, so a screen reader reads it next.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [location.search]);

  if (!walk) {
    return (
      <div className={styles.flow}>
        <Heading as="h2" id="troubleshooter" ref={heading} tabIndex={-1}>
          你遇到了什么问题？
        </Heading>
        <ul className={styles.answers}>
          {trees.map((tree) => (
            <li key={tree.id}>
              <button
                type="button"
                className="button button--outline button--primary button--block"
                onClick={() => go(tree.id)}>
                {tree.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const {tree, steps, chosen} = walk;
  const current = tree.steps[steps.at(-1)!]!;
  const path = pathOf(tree, steps);
  return (
    <div className={styles.flow}>
      <nav aria-label="你的选择" className={styles.trail}>
        <ol>
          <li>
            <button type="button" className={styles.back} onClick={() => go()}>
              全部问题
            </button>
          </li>
          <li>
            <button type="button" className={styles.back} onClick={() => go(tree.id)}>
              {tree.title}
            </button>
          </li>
          {chosen.map((text, index) => (
            <li key={steps[index + 1]}>
              <button
                type="button"
                className={styles.back}
                onClick={() => go(pathOf(tree, steps.slice(0, index + 2)))}>
                {text}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <Heading as="h2" id="troubleshooter" ref={heading} tabIndex={-1}>
        {isQuestion(current) ? current.question : '试试这样做'}
      </Heading>
      {isQuestion(current) ? (
        <>
          <ul className={styles.answers}>
            {current.answers.map((answer) => (
              <li key={answer.next + answer.text}>
                <button
                  type="button"
                  className="button button--outline button--primary button--block"
                  onClick={() => go(`${path}/${answer.next}`)}>
                  {answer.text}
                </button>
              </li>
            ))}
          </ul>
          <PathNote />
        </>
      ) : (
        <>
          <SolutionView step={current} linked />
          <p className={styles.share}>
            想让别人看到你走到了哪一步，把这个链接发给他：
            <CopyButton
              value={new URL(`?${PARAM}=${path}`, window.location.href).href}
              label="这一步的链接"
            />
          </p>
          <PageFeedback
            page={`问题排查：${tree.title}：${chosen.join(' → ')}`}
            label="这一步的反馈"
          />
        </>
      )}
    </div>
  );
}

/**
 * 问题排查: question trees that lead a player to the page that fixes their problem. The server
 * renders every tree as nested questions, which work without JavaScript; once the page runs in a
 * browser it asks one question at a time and keeps the path in the address (?p=…), so the link
 * says where a player got stuck. plugins/troubleshooter gives the trees as JSON.
 */
export default function Troubleshooter({trees: json}: {trees: string}): ReactNode {
  const trees = useMemo(() => JSON.parse(json) as Trees, [json]);
  // False in the first render in the browser too, which then matches the server's HTML.
  const isBrowser = useIsBrowser();
  const brokenLinks = useBrokenLinks();
  if (isBrowser) return <Flow trees={trees} />;
  // The trees' sections are the targets of the list's links (not headings, which the build's
  // link check would otherwise know of).
  for (const tree of trees) brokenLinks.collectAnchor(tree.id);
  return (
    // The solutions point to the pages that hold the facts, which search should find instead;
    // "index" keeps the questions in the page's Markdown version (plugins/markdown-twins).
    <div data-pagefind-ignore="index">
      {/* The running page's first screen, its buttons as links to the trees below, which show one
          at a time (styles.tree): a slow phone shows this page for seconds, and it must not
          jump when its script arrives. */}
      <div className={styles.flow}>
        <Heading as="h2" id="troubleshooter">
          你遇到了什么问题？
        </Heading>
        <ul className={styles.answers}>
          {trees.map((tree) => (
            <li key={tree.id}>
              <Link
                className="button button--outline button--primary button--block"
                to={`#${tree.id}`}>
                {tree.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {trees.map((tree) => (
        <section key={tree.id} id={tree.id} className={styles.tree}>
          <Heading as="h2">{tree.title}</Heading>
          <NestedStep tree={tree} id={tree.start} />
        </section>
      ))}
    </div>
  );
}
