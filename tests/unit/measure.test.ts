import {strict as assert} from 'node:assert';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {NGINX_GZIP_LEVEL} from '../../scripts/lib/measure';

test('the reports count gzip bytes at the level the origin sends them', () => {
  const conf = readFileSync(path.resolve(__dirname, '../../deploy/nginx/cloudisle.conf'), 'utf8');
  assert.equal(Number(/^\s*gzip_comp_level (\d+);/m.exec(conf)?.[1]), NGINX_GZIP_LEVEL);
});
