import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {beijingDay, formatDate, formatMonth} from '../../src/dates';

describe('dates in Beijing time', () => {
  test('a post dated just after midnight in Beijing is in its Beijing month and day, not UTC’s', () => {
    // 2025-12-01 02:00 in Beijing is still 30 November in UTC.
    const post = '2025-12-01T02:00:00+08:00';
    assert.equal(new Date(post).getUTCMonth() + 1, 11);
    assert.equal(formatMonth(post), '2025 年 12 月');
    assert.equal(formatDate(post), '2025 年 12 月 1 日');
    assert.equal(beijingDay(new Date(post)), '2025-12-01');
  });

  test('the last minute of a Beijing month stays in it', () => {
    assert.equal(formatMonth('2025-11-30T23:59:00+08:00'), '2025 年 11 月');
    assert.equal(formatMonth(new Date('2025-11-30T15:59:00Z')), '2025 年 11 月');
    assert.equal(formatMonth(new Date('2025-11-30T16:00:00Z')), '2025 年 12 月');
  });
});
