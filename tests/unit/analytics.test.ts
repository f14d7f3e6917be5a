import {strict as assert} from 'node:assert';
import {afterEach, describe, test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import analyticsPlugin from '../../plugins/analytics';

const context = {} as LoadContext;
const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('analytics plugin', () => {
  test('in production with a site id it adds one async hm.js tag carrying the id', () => {
    process.env.NODE_ENV = 'production';
    const plugin = analyticsPlugin(context, {siteId: 'abc123'});
    assert.ok(plugin);
    const tags = plugin.injectHtmlTags!({content: undefined});
    assert.deepEqual(tags, {
      headTags: [
        {tagName: 'script', attributes: {async: true, src: 'https://hm.baidu.com/hm.js?abc123'}},
      ],
    });
    assert.equal(plugin.getClientModules!().length, 1);
  });

  test('without a site id it adds nothing', () => {
    process.env.NODE_ENV = 'production';
    assert.equal(analyticsPlugin(context, {siteId: ''}), null);
  });

  test('in development it adds nothing, even with a site id', () => {
    process.env.NODE_ENV = 'development';
    assert.equal(analyticsPlugin(context, {siteId: 'abc123'}), null);
  });
});
