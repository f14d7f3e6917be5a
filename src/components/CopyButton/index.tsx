import {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** `select-*`: nothing could copy, so the value is selected for the player to copy by hand. */
type CopyState = 'idle' | 'copied' | 'select-touch' | 'select-keys';

function select(node: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The older copy command: QQ's and WeChat's browsers often refuse the clipboard API but honour it. */
function copyCommand(node: HTMLElement): boolean {
  select(node);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * Shows `value` with a button that copies it: with the clipboard API, else with the copy command,
 * else it selects the value and tells the player how to copy it on their kind of device.
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
      return;
    } catch {
      // No clipboard API (plain HTTP, old WebView) or the browser refused it.
    }
    const node = valueRef.current!;
    if (copyCommand(node)) {
      window.getSelection()?.removeAllRanges();
      setState('copied');
    } else {
      select(node);
      setState(matchMedia('(pointer: coarse)').matches ? 'select-touch' : 'select-keys');
    }
  }

  return (
    <span className={styles.copy}>
      <code ref={valueRef} className={styles.value}>
        {value}
      </code>
      <button
        type="button"
        className={clsx('button', state === 'copied' ? 'button--success' : 'button--primary')}
        onClick={copy}
        aria-label={`复制${label} ${value}`}>
        {state === 'copied' ? '已复制' : '复制'}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' && `${label}已复制到剪贴板。`}
        {state === 'select-touch' && `无法自动复制，已为你选中${label}，请长按它选择“复制”。`}
        {state === 'select-keys' &&
          `无法自动复制，已为你选中${label}，请按 Ctrl + C（Mac 上按 ⌘ + C）复制。`}
      </span>
    </span>
  );
}
