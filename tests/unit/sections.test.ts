import assert from 'node:assert/strict';
import {test} from 'node:test';
import {docsSection, sectionNameOf, sectionOf, siteSections} from '../../src/sections';

test('a page is in the section whose address it starts with, a section’s own index included', () => {
  assert.equal(sectionNameOf('/docs/faq/rename'), 'Wiki 文档');
  assert.equal(sectionOf('/docs/faq/rename')?.shortName, 'Wiki');
  assert.equal(sectionNameOf('/dev'), '技术分享');
  assert.equal(sectionNameOf('/dev/skycity'), '技术分享');
  assert.equal(sectionNameOf('/blog/page/2'), '更新日志');
  assert.equal(sectionNameOf('/about'), '');
  assert.equal(sectionOf('/book/qqgroup'), undefined);
});

test('each docs plugin has its section, by plugin id', () => {
  for (const section of siteSections.filter((s) => s.docsPluginId)) {
    assert.equal(docsSection(section.docsPluginId!), section);
  }
  assert.equal(docsSection('no-such-plugin'), undefined);
});
