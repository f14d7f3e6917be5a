/**
 * Renders the response headers of deploy/headers.ts for one build. The CSP allows the inline
 * scripts of deploy/inline-scripts.ts and no other: a build whose pages carry any other inline
 * script is refused here, naming the page, so a script written into content can never run on the
 * site's origin. Written as `build/_headers` after every build and as nginx files beside every
 * release that `npm run deploy` publishes.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {CACHE_CONTROL, TEXT_FILE_TYPES, securityHeaders} from '../../deploy/headers';
import {allowedInlineScriptHashes, sha256} from '../../deploy/inline-scripts';
import {operator} from '../../src/operator';
import {isPullRequestNumber, previewHost} from '../../src/preview';

/** A build that carries an inline script the site does not allow. */
export class InlineScriptError extends Error {}

/** Data blocks the browser never runs (structured data for search engines). */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** The text of every inline script a browser would run in `html`, in page order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (name === 'script' && attributes.src === undefined && !DATA_TYPES.has(type)) {
          current = '';
        }
      },
      ontext(text) {
        if (current !== undefined) current += text;
      },
      onclosetag(name) {
        if (name === 'script' && current !== undefined) {
          if (current !== '') scripts.push(current);
          current = undefined;
        }
      },
    },
    {decodeEntities: false},
  );
  parser.end(html);
  return scripts;
}

/**
 * Checks every page of the build against the allowed inline scripts, and returns their hashes
 * for the policy; throws InlineScriptError naming each page that carries another one.
 */
export function checkedInlineScriptHashes(buildDir: string): string[] {
  const allowed = allowedInlineScriptHashes();
  const unknown = new Map<string, {text: string; files: string[]}>();
  const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.x?html?$/i.test(file))
    .sort();
  for (const file of pages) {
    for (const text of inlineScripts(readFileSync(path.join(buildDir, file), 'utf8'))) {
      const hash = sha256(text);
      if (allowed.includes(hash)) continue;
      const entry = unknown.get(hash) ?? {text, files: []};
      entry.files.push(file.split(path.sep).join('/'));
      unknown.set(hash, entry);
    }
  }
  if (unknown.size === 0) return allowed;
  const listed = [...unknown].map(([hash, {text, files}]) => {
    const shown =
      files.slice(0, 5).join('、') + (files.length > 5 ? ` 等 ${files.length} 个页面` : '');
    const start = text.trim().replace(/\s+/g, ' ').slice(0, 80);
    return `  ${shown}：<script> 开头是“${start}”（sha256-${hash}）`;
  });
  throw new InlineScriptError(
    [
      `${path.basename(buildDir)}/ 的页面里有 ${unknown.size} 段不在 deploy/inline-scripts.ts 允许清单里的内联脚本，网站不会发布它们：`,
      ...listed,
      '怎样改：页面不能自带脚本，从页面的源文件（docs/、dev/、blog/、src/pages/ 里的 Markdown 或 MDX，static/ 里的文件）删掉这段脚本，npm run check:content 会指出它在哪一行。' +
        '若是升级 Docusaurus 后主题自带的脚本变了：先在 deploy/inline-scripts.ts 那一项写明的文件里读懂新脚本，确认它只做原来的事，再把那一项的哈希换成上面的新值。',
    ].join('\n'),
  );
}

/** The host a build is served at: the site's, or pull request `preview`'s own. */
export const servedHost = (preview: number | undefined) =>
  preview === undefined ? new URL(operator.siteUrl).host : previewHost(preview);

function buildSecurityHeaders(buildDir: string, preview: number | undefined): [string, string][] {
  return securityHeaders({
    inlineScriptHashes: checkedInlineScriptHashes(buildDir),
    analytics: operator.analyticsSiteId !== '',
    host: servedHost(preview),
  });
}

/**
 * The `_headers` file that static hosts such as Netlify or Cloudflare Pages read, for the site or
 * for pull request `preview`'s preview.
 */
export function headersFile(buildDir: string, preview?: number): string {
  return [
    '# Generated from deploy/headers.ts after the build. Do not edit.',
    '/*',
    ...buildSecurityHeaders(buildDir, preview).map(([name, value]) => `  ${name}: ${value}`),
    `  Cache-Control: ${CACHE_CONTROL.other}`,
    '/assets/*',
    `  ! Cache-Control`,
    `  Cache-Control: ${CACHE_CONTROL.assets}`,
    ...Object.entries(TEXT_FILE_TYPES).flatMap(([extension, type]) => [
      `/*.${extension}`,
      `  Content-Type: ${type}`,
    ]),
    '',
  ].join('\n');
}

/** What a path written into an nginx file may hold. */
const NGINX_PATH = /^\/[A-Za-z0-9/._-]*$/;
/** What a host name written into an nginx file may hold. */
const NGINX_HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;

/**
 * The nginx files of one release, which deploy/nginx/cloudisle.conf includes through the
 * `current` link (see scripts/lib/deploy.ts): every header value comes from deploy/headers.ts.
 * The site's release gives the root and the headers of its pages and assets. Pull request
 * `preview`'s preview gives a server of its own, for its own host pr-N.<previewDomain> (never a
 * path of a host that other previews share: one preview must not be able to reach another's
 * pages, storage or cookies), with its build as root, its own headers and X-Robots-Tag, so search
 * engines never index it. deploy/nginx/previews.conf includes it.
 */
export function releaseNginxFiles(
  buildDir: string,
  releaseDir: string,
  preview?: number,
): Record<string, string> {
  // The path becomes nginx directives: only characters nginx reads as part of a path, and no
  // step up a folder, whatever the callers checked before. So does the preview's host name.
  if (!NGINX_PATH.test(releaseDir) || releaseDir.split('/').includes('..')) {
    throw new Error(
      `拒绝写入 nginx 配置：路径 ${JSON.stringify(releaseDir).slice(0, 120)} 只能含字母、数字和 / . _ -，且不能有 ..。`,
    );
  }
  const host = preview === undefined ? undefined : previewHost(preview);
  if (host !== undefined && (!isPullRequestNumber(preview) || !NGINX_HOST.test(host))) {
    throw new Error(
      `拒绝写入 nginx 配置：预览的主机名 ${JSON.stringify(host).slice(0, 120)} 应是 pr-编号.预览域名，只含小写字母、数字、. 和 -；检查 src/operator.ts 的 previewDomain。`,
    );
  }
  const generated =
    '# Generated by npm run deploy from deploy/headers.ts for this release. Do not edit.';
  const quote = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;
  const security = buildSecurityHeaders(buildDir, preview).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  );
  const headers = (cacheControl: string) =>
    [generated, ...security, `add_header Cache-Control ${quote(cacheControl)} always;`, ''].join(
      '\n',
    );
  if (host === undefined) {
    return {
      'root.conf': [generated, `root ${quote(`${releaseDir}/build`)};`, ''].join('\n'),
      'page-headers.conf': headers(CACHE_CONTROL.other),
      'asset-headers.conf': headers(CACHE_CONTROL.assets),
    };
  }
  return {
    // A short-lived build: everything is revalidated, its assets included.
    'page-headers.conf': headers(CACHE_CONTROL.other),
    'server.conf': [
      generated,
      'server {',
      // The port and what every preview's server shares, in one file beside previews.conf
      // (relative to the previews' nginx.conf).
      '    include preview-server.conf;',
      `    server_name ${host};`,
      `    root ${quote(`${releaseDir}/build`)};`,
      `    include ${quote(`${releaseDir}/nginx/page-headers.conf`)};`,
      '    add_header X-Robots-Tag "noindex, nofollow" always;',
      '    location / {',
      '        try_files $uri $uri/index.html $uri.html =404;',
      '    }',
      '    error_page 404 /404.html;',
      '}',
      '',
    ].join('\n'),
  };
}
