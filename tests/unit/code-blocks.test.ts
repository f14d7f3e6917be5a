import {strict as assert} from 'node:assert';
import {describe, test} from 'node:test';
import {remarkCodeBlockImport} from '../../plugins/code-blocks';

/** Compiles Markdown to JavaScript as Docusaurus's MDX loader does, with the plugin. */
async function compiled(markdown: string, format: 'md' | 'mdx') {
  // ESM only: imported, not required.
  const {compile} = await import('@mdx-js/mdx');
  const js = String(await compile(markdown, {format, remarkPlugins: [remarkCodeBlockImport]}));
  // One line per statement, whatever the nesting depth (string literals hold no raw newline).
  return js.replace(/\n\s*/g, ' ');
}

const page = [
  '# 接口',
  '',
  '查询用 `GET /api/player`：',
  '',
  '```json title="返回示例"',
  '{',
  '  "name": "云岛玩家"',
  '}',
  '```',
  '',
  '> 在终端里：',
  '>',
  '> ```bash',
  '> curl https://example.com',
  '> ```',
  '',
].join('\n');

describe('code-blocks: a page with fences imports the code block itself', () => {
  for (const format of ['md', 'mdx'] as const) {
    test(`a page with fences imports the code block and renders every fence with it (${format})`, async () => {
      const js = await compiled(page, format);
      assert.ok(js.includes("import FencedCodeBlock from '@theme/CodeBlock';"), js);
      // The props the theme's MDXCode passed: language class, metastring, the code.
      assert.ok(
        js.includes(
          '_jsx(FencedCodeBlock, { className: "language-json", metastring: "title=\\"返回示例\\"", children: "{\\n  \\"name\\": \\"云岛玩家\\"\\n}" })',
        ),
        js,
      );
      // Nested fences too, and without a meta string no metastring prop.
      assert.ok(
        js.includes(
          '_jsx(FencedCodeBlock, { className: "language-bash", children: "curl https://example.com" })',
        ),
        js,
      );
      // Inline code stays inline code, and no fence is left for MDXComponents.
      assert.match(js, /_jsx\(_components\.code, \{\s*children: "GET \/api\/player"/);
      assert.doesNotMatch(js, /_components\.pre/);
    });
  }

  test('a page without fences imports nothing', async () => {
    const js = await compiled('# 改名\n\n改名卡在商店里买，用 `/rename` 改。\n', 'md');
    assert.doesNotMatch(js, /CodeBlock/);
  });
});
