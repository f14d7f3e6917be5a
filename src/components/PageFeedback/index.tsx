import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/** The two buttons: the answer, what the button and the analytics event say, the button's look. */
const ANSWERS: {answer: Answer; label: string; look: 'primary' | 'secondary'}[] = [
  {answer: 'yes', label: '有帮助', look: 'primary'},
  {answer: 'no', label: '没帮助', look: 'secondary'},
];

/**
 * 这页有帮助吗？ with two buttons and a thank-you. The answer goes to the site's analytics as an
 * event when analytics is configured (plugins/analytics sets up its queue, window._hmt); otherwise
 * nothing is sent anywhere.
 */
export default function PageFeedback({
  page,
  label = '页面反馈',
}: {
  /** What the answer is about, sent with it: the page's address, or a troubleshooter's path. */
  page: string;
  /** The section's accessible name, different from the page's own when one page has two. */
  label?: string;
}): ReactNode {
  const [answer, setAnswer] = useState<Answer>();
  const send = (value: Answer) => {
    setAnswer(value);
    const {label} = ANSWERS.find((a) => a.answer === value)!;
    window._hmt?.push(['_trackEvent', '页面反馈', label, page]);
  };
  return (
    // Not the page's own text: kept out of search (plugins/search).
    <section className={styles.feedback} aria-label={label} data-pagefind-ignore="all">
      {answer ? (
        <p role="status">
          {answer === 'yes'
            ? '谢谢，很高兴这页帮到了你。'
            : '谢谢告诉我们，我们会把这页改得更清楚。'}
          想具体说说哪里好、哪里没讲明白，欢迎在官方 QQ 群里告诉我们；还没进群的话，先
          <Link to="/book/qqgroup">加入官方群</Link>。
        </p>
      ) : (
        <>
          <p className={styles.question}>这页有帮助吗？</p>
          <div className={styles.buttons}>
            {ANSWERS.map(({answer, label, look}) => (
              <button
                key={answer}
                type="button"
                className={`button button--outline button--${look}`}
                onClick={() => send(answer)}>
                {label}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
