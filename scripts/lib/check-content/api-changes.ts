/**
 * What changed in the data API's description (static/api/openapi.yaml) since the last release,
 * and whether the changelog says so. The last release is the commit that published the highest
 * version post: the description just before it is compared with the one on disk. Adding an
 * operation, a parameter or a field breaks no client; removing one or changing its type does, and
 * community developers learn of it from the changelog: a post of that release or later has to
 * name it in code (`final_deaths`, `/player/{name}`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {
  DESCRIPTION_FILE,
  parseDescription,
  typeName,
  type Description,
  type Schema,
} from '../../../lib/api-description';
import {highestVersionPost, readPosts} from '../../../lib/posts';
import {git} from '../release';
import type {Problem} from './source';

/** A description's schemas as written: a property that names another schema is a `$ref`. */
interface WrittenSchema {
  $ref?: string;
  properties?: Record<string, WrittenSchema>;
  items?: WrittenSchema;
}

type Operations = Record<
  string,
  Record<string, {parameters?: {name: string; in: string; schema?: Schema}[]}>
>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Every operation (`GET /status`), parameter (`GET /status ?mode`) and field
 * (`ServerStatus.modes[].online`) of a description, with its type. A field of a named schema
 * is listed under that schema, once, however many responses use it: the schemas as written tell
 * which objects are inline (their fields are their owner's) and which are named; the types come
 * from the description as readDescription resolves it.
 */
export function apiSurface(
  written: {components?: {schemas?: Record<string, WrittenSchema>}},
  resolved: Description,
): Map<string, string> {
  const surface = new Map<string, string>();
  for (const [route, item] of Object.entries(resolved.paths as Operations)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const operation = `${method.toUpperCase()} ${route}`;
      surface.set(operation, 'operation');
      for (const parameter of item[method]!.parameters ?? []) {
        const type = parameter.schema ? typeName(parameter.schema) : 'any';
        surface.set(`${operation} ${parameter.in}:${parameter.name}`, type);
      }
    }
  }
  const fields = (prefix: string, schema: WrittenSchema, types: Schema) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const key = `${prefix}.${name}`;
      const type = types.properties![name]!;
      surface.set(key, typeName(type));
      // Inline objects and arrays of them: their fields are this schema's.
      if (property.properties) fields(key, property, type);
      if (property.items?.properties) fields(`${key}[]`, property.items, type.items!);
    }
  };
  for (const [name, schema] of Object.entries(written.components?.schemas ?? {})) {
    fields(name, schema, resolved.components.schemas[name]!);
  }
  return surface;
}

/** The surface of a description's text (today's or an earlier commit's). */
async function surfaceOf(siteDir: string, source: string): Promise<Map<string, string>> {
  const written = yaml.load(source) as {components?: {schemas?: Record<string, WrittenSchema>}};
  return apiSurface(written, await parseDescription(siteDir, source));
}

export interface ApiChange {
  key: string;
  kind: 'added' | 'removed' | 'changed';
  before?: string;
  after?: string;
}

export function apiChanges(before: Map<string, string>, after: Map<string, string>): ApiChange[] {
  const changes: ApiChange[] = [];
  for (const [key, type] of after) {
    if (!before.has(key)) changes.push({key, kind: 'added', after: type});
    else if (before.get(key) !== type) {
      changes.push({key, kind: 'changed', before: before.get(key), after: type});
    }
  }
  for (const [key, type] of before) {
    if (!after.has(key)) changes.push({key, kind: 'removed', before: type});
  }
  return changes;
}

/** The words a post names a change by, in code: the path of an operation, a parameter's or a field's name. */
function namesOf(key: string): string[] {
  const operation = /^[A-Z]+ (\S+)(?: \w+:(\S+))?$/.exec(key);
  if (operation) return operation[2] ? [operation[2]] : [operation[1]!];
  const field = key.split('.').slice(1).join('.');
  return [field, field.split('.').at(-1)!.replace(/\[\]$/, '')];
}

/** What describing a change says, in the staff's language. */
function said({key, kind, before, after}: ApiChange): string {
  if (kind === 'removed') return `${key}（${before}）被删除了`;
  if (kind === 'changed') return `${key} 的类型从 ${before} 改成了 ${after}`;
  return `新增 ${key}（${after}）`;
}

export interface ApiChangeReport {
  /** The release compared with, e.g. 2.6.16; undefined when nothing could be compared. */
  release?: string;
  changes: ApiChange[];
  problems: Problem[];
}

/**
 * The description's changes since the highest version post was published, and a problem for
 * each removal or type change that no post of that release or later names in code.
 */
export async function apiChangeReport(siteDir: string): Promise<ApiChangeReport> {
  const descriptionFile = path.join(siteDir, DESCRIPTION_FILE);
  if (!existsSync(descriptionFile)) return {changes: [], problems: []};
  const posts = readPosts(siteDir).filter(({draft}) => !draft);
  const release = highestVersionPost(posts, ({slug}) => slug);
  if (!release) return {changes: [], problems: []};
  const problem = (problem: string, fix: string): ApiChangeReport => ({
    release: release.version,
    changes: [],
    problems: [{file: DESCRIPTION_FILE, line: 1, field: 'api', problem, fix}],
  });
  let before: string | undefined;
  try {
    if (git(siteDir, ['rev-parse', '--is-shallow-repository']) === 'true') {
      return problem(
        `这是浅克隆，找不到 ${release.version} 发布时的数据接口说明，无法比较接口的变化`,
        '取得完整历史后再运行：git fetch --unshallow（CI 的 checkout 设 fetch-depth: 0）',
      );
    }
    // The commit that added the release's post; the description just before it.
    const added = git(siteDir, ['log', '--format=%H', '--diff-filter=A', '--', release.post.file])
      .split('\n')
      .filter(Boolean)
      .at(-1);
    if (added && git(siteDir, ['rev-list', '--parents', '-n', '1', added]).split(' ').length < 2) {
      // Published in the first commit, before any description.
      return {release: release.version, changes: [], problems: []};
    }
    before = git(siteDir, ['show', `${added ? `${added}^` : 'HEAD'}:${DESCRIPTION_FILE}`]);
  } catch (error) {
    const message = String((error as {stderr?: unknown}).stderr ?? error);
    // The description did not exist yet at that release: everything in it is new.
    if (/does not exist|exists on disk, but not in/.test(message)) {
      return {release: release.version, changes: [], problems: []};
    }
    return problem(
      `读不到 ${release.version} 发布时的数据接口说明（git：${message.split('\n')[0]}）`,
      '在网站仓库的完整克隆里运行（git clone，不是下载的压缩包）',
    );
  }
  let changes: ApiChange[];
  try {
    changes = apiChanges(
      await surfaceOf(siteDir, before),
      await surfaceOf(siteDir, readFileSync(descriptionFile, 'utf8')),
    );
  } catch (error) {
    return problem(
      `读不懂数据接口说明：${(error as Error).message}`,
      `改正 ${DESCRIPTION_FILE} 里上面指出的那一处`,
    );
  }
  const since = posts.filter(({date}) => date >= release.post.date);
  const problems: Problem[] = changes
    .filter(({kind}) => kind !== 'added')
    .filter(
      ({key}) =>
        !since.some(({content}) => namesOf(key).some((name) => content.includes(`\`${name}\``))),
    )
    .map((change) => ({
      file: DESCRIPTION_FILE,
      line: 1,
      field: 'api',
      problem: `自 ${release.version} 发布以来，${said(change)}，已有的程序会因此出错，但没有一篇 ${release.version} 或之后的更新日志提到它`,
      fix: `在更新日志里写一句，用代码格式写出名字，例如“\`${namesOf(change.key)[0]}\` ${change.kind === 'removed' ? '已删除，改用……' : `的类型改为 ${change.after}`}”；或者撤回这处改动`,
    }));
  return {release: release.version, changes, problems};
}

/** The changes as the check prints them, one a line; empty when there are none. */
export function formatApiChanges({release, changes}: ApiChangeReport): string[] {
  if (!release || changes.length === 0) return [];
  return [`数据接口自 ${release} 以来的变化：`, ...changes.map((change) => `  ${said(change)}`)];
}
