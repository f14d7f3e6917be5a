import {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Shows `value` with a button that copies it. When the clipboard is not
 * available (insecure context, permission denied, old WebView), it selects the
 * value instead and tells the player to copy it by hand.
 */
export default function CopyButton({
  value,
  label,
}: {
  value: string;
  /** What is being copied, e.g. 群号; used in the button's accessible name and messages. */
  label: string;
}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const valueRef = useRef<HTMLElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      const range = document.createRange();
      range.selectNodeContents(valueRef.current!);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      setState('failed');
    }
  }

  return (
    <span className={styles.copy}>
      <code ref={valueRef} className={styles.value}>
        {value}
      </code>
      <button
        type="button"
        className={clsx(
          'button button--sm',
          state === 'copied' ? 'button--success' : 'button--primary',
        )}
        onClick={copy}
        aria-label={`复制${label} ${value}`}>
        {state === 'copied' ? '已复制' : '复制'}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' && `${label}已复制到剪贴板。`}
        {state === 'failed' && `无法自动复制，已为你选中${label}，请长按或按 Ctrl+C 复制。`}
      </span>
    </span>
  );
}
