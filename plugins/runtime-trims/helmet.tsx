/**
 * The part of react-helmet-async that the browser runs: `<HelmetProvider>` and `<Helmet>` with
 * children, as Docusaurus's `<Head>` passes them. The server keeps the library, so every page's
 * HTML is still its output; in the browser this keeps the document's head in step with the
 * mounted `<Head>`s by the library's rules, so a client-side navigation leaves the head a page
 * load would give:
 * - `<Head>`s count in the order they first rendered: a parent before its children, in tree order;
 * - the title is the last `<Head>`'s that has one; `<html>` and `<body>` attributes merge, the
 *   later `<Head>` winning for each attribute;
 * - a meta, link, script, noscript or style tag is known by its primary attribute (see `PRIMARY`),
 *   and a later `<Head>`'s tag hides an earlier one's with the same value ("deepest wins");
 *   the tags of one `<Head>` never hide each other;
 * - the tags it manages carry `data-rh`; every other tag in the head is left as it is;
 * - the head is written once per animation frame, whatever changed in between.
 */
import {Children, Fragment, isValidElement, useEffect, useState, type ReactNode} from 'react';

/** Attribute values as the props gave them; written as the library writes them. */
type Attributes = Record<string, unknown>;

/** The tag types kept as lists, with the attributes that identify a tag of each type. */
const PRIMARY = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'text'],
  noscript: ['text'],
  style: ['text'],
} as const;
type ListedTag = keyof typeof PRIMARY;
const isListedTag = (type: string): type is ListedTag =>
  Object.prototype.hasOwnProperty.call(PRIMARY, type);

/** React prop names whose HTML attribute is spelled otherwise. */
const HTML_NAME: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** What one `<Head>` declares. A tag's text (a script's JSON, say) is its `text` attribute. */
interface Declared {
  /** A key only when the `<Head>` holds a `<title>`, even an empty one. */
  title?: string;
  titleAttributes?: Attributes;
  html?: Attributes;
  body?: Attributes;
  tags: Partial<Record<ListedTag, Attributes[]>>;
}

function declare(children: ReactNode, declared: Declared = {tags: {}}): Declared {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const {children: nested, ...props} = child.props;
    if (child.type === Fragment) {
      declare(nested as ReactNode, declared);
      return;
    }
    const attributes: Attributes = {};
    for (const [name, value] of Object.entries(props)) attributes[HTML_NAME[name] ?? name] = value;
    const text = Array.isArray(nested) ? nested.join('') : (nested as string | undefined);
    const type = typeof child.type === 'string' ? child.type : 'a component';
    if (type === 'title') {
      declared.title = text;
      declared.titleAttributes = attributes;
    } else if (type === 'html' || type === 'body') declared[type] = attributes;
    else if (isListedTag(type)) {
      (declared.tags[type] ??= []).push(text === undefined ? attributes : {...attributes, text});
    } else {
      const allowed = ['title', 'html', 'body', ...Object.keys(PRIMARY)].join(', ');
      throw new Error(`<Head> cannot hold ${type}: only the tags ${allowed}.`);
    }
  });
  return declared;
}

/**
 * The attribute a tag is known by: the last primary attribute it sets, except that a canonical
 * link is known by its `rel` and a stylesheet by its `href`.
 */
function primaryAttribute(type: ListedTag, tag: Attributes): string | undefined {
  let primary: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name === 'text' ? name : name.toLowerCase();
    const rel = String(tag.rel).toLowerCase();
    const canonical = primary === 'rel' && rel === 'canonical';
    const stylesheet = lower === 'rel' && rel === 'stylesheet';
    if ((PRIMARY[type] as readonly string[]).includes(lower) && !canonical && !stylesheet) {
      primary = lower;
    }
  }
  return primary;
}

/** The tags of one type that win, in the order their `<Head>`s rendered. */
function winningTags(type: ListedTag, heads: Declared[]): Attributes[] {
  const taken = new Set<string>();
  const kept: Attributes[][] = [];
  for (const head of [...heads].reverse()) {
    const ownKeys = new Set<string>();
    kept.unshift(
      (head.tags[type] ?? []).filter((tag) => {
        const primary = primaryAttribute(type, tag);
        const value = primary && tag[primary];
        if (!value) return false;
        const key = `${primary}\n${String(value).toLowerCase()}`;
        ownKeys.add(key);
        return !taken.has(key);
      }),
    );
    for (const key of ownKeys) taken.add(key);
  }
  return kept.flat();
}

/**
 * Sets an element's attributes, removing those set before and no longer declared; the element's
 * `data-rh` lists the attributes this manages, as the library's does.
 */
function writeAttributes(element: Element, attributes: Attributes) {
  const before = element.getAttribute('data-rh')?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  const stale = before.filter((name) => !names.includes(name));
  for (const name of stale) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute('data-rh');
  else if (element.getAttribute('data-rh') !== names.join(',')) {
    element.setAttribute('data-rh', names.join(','));
  }
}

/** Replaces the head's managed tags of one type, keeping those that are already right. */
function writeTags(type: ListedTag, tags: Attributes[]) {
  const old = [...document.head.querySelectorAll(`${type}[data-rh]`)];
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      const written = value === undefined ? '' : String(value);
      if (name === 'text') element.textContent = written;
      else element.setAttribute(name, written);
    }
    element.setAttribute('data-rh', 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  document.head.append(...added);
}

function writeHead(heads: Declared[]) {
  const merged = (part: 'html' | 'body' | 'titleAttributes'): Attributes =>
    Object.assign({}, ...heads.map((head) => head[part]));
  writeAttributes(document.body, merged('body'));
  writeAttributes(document.documentElement, merged('html'));
  const titled = heads.filter((head) => 'title' in head);
  const title = titled[titled.length - 1]?.title;
  if (title && document.title !== title) document.title = title;
  const titleElement = document.querySelector('title');
  if (titleElement) writeAttributes(titleElement, merged('titleAttributes'));
  for (const type of Object.keys(PRIMARY) as ListedTag[]) writeTags(type, winningTags(type, heads));
}

/** The mounted `<Head>`s, by the order they first rendered in. */
const mounted = new Map<number, Declared>();
let headsRendered = 0;
let frame: number | undefined;

function scheduleWrite() {
  if (frame !== undefined) cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => {
    frame = undefined;
    writeHead([...mounted.entries()].sort(([a], [b]) => a - b).map(([, head]) => head));
  });
}

export function Helmet({children}: {children?: ReactNode}): null {
  // Numbered in render order: React renders a parent before its children and siblings in order.
  const [order] = useState(() => (headsRendered += 1));
  const declared = declare(children);
  useEffect(() => {
    mounted.set(order, declared);
    scheduleWrite();
  });
  useEffect(
    () => () => {
      mounted.delete(order);
      scheduleWrite();
    },
    [order],
  );
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
