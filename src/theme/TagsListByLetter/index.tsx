// Replaces the classic theme's list of tags by first character (the /docs/tags, /dev/tags and
// /blog/tags pages), keeping its markup, because its order depended on where it ran: it sorts with
// localeCompare() in the default locale, which is the build machine's when the page is rendered
// and the reader's browser's when it hydrates. A Chinese browser put 帮 before B where the build had
// put it after, so React found text that did not match, threw the server's HTML away and rendered
// the whole page again. This list sorts in one fixed order, the same on the server and in every
// browser.
import type {ReactNode} from 'react';
import {listTagsByLetters} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Tag from '@theme/Tag';
import type {Props} from '@theme/TagsListByLetter';
import styles from './styles.module.css';

/** Chinese order: characters by pinyin, with Latin letters among them. */
const chinese = new Intl.Collator('zh-CN');

export default function TagsListByLetter({tags}: Props): ReactNode {
  const letters = listTagsByLetters(tags)
    .map(({letter, tags: ofLetter}) => ({
      letter,
      tags: [...ofLetter].sort((a, b) => chinese.compare(a.label, b.label)),
    }))
    .sort((a, b) => chinese.compare(a.letter, b.letter));
  return (
    <section className="margin-vert--lg">
      {letters.map(({letter, tags: ofLetter}) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {ofLetter.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
