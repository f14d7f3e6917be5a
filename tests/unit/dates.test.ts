import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {siteDateFormat} from '../../plugins/date-format/site-date-format';
import {beijingDay, beijingTime, formatDate, formatMonth} from '../../src/dates';

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

describe('dates computed from the fixed offset agree with Intl in Asia/Shanghai', () => {
  // Intl reads the tz database, so it is the independent judge of the zone; the site does not
  // use it in the browser because a phone's first formatter is slow to create.
  const zone = 'Asia/Shanghai';
  const parts = (locale: string, options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, {...options, timeZone: zone});
    return (date: Date) =>
      Object.fromEntries(format.formatToParts(date).map(({type, value}) => [type, value]));
  };
  const ymd = parts('en-CA', {year: 'numeric', month: 'numeric', day: 'numeric'});
  const hm = parts('en-GB', {hour: '2-digit', minute: '2-digit', hourCycle: 'h23'});

  // Every 7 h 13 min from 1992 to 2100, which falls on every hour of the day and both sides of
  // every midnight, month end and year end; and the last and first minute of each Beijing year.
  const instants: Date[] = [];
  for (let t = Date.UTC(1992, 0, 1); t < Date.UTC(2100, 0, 1); t += (7 * 60 + 13) * 60 * 1000) {
    instants.push(new Date(t));
  }
  for (let year = 1992; year < 2100; year++) {
    instants.push(
      new Date(`${year}-12-31T23:59:00+08:00`),
      new Date(`${year}-01-01T00:00:00+08:00`),
    );
  }

  test('the day, the month and the time', () => {
    for (const date of instants) {
      const {year, month, day} = ymd(date);
      const {hour, minute} = hm(date);
      const expected = {
        day: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
        time: `${hour}:${minute}`,
        date: `${year} 年 ${Number(month)} 月 ${Number(day)} 日`,
        month: `${year} 年 ${Number(month)} 月`,
      };
      const actual = {
        day: beijingDay(date),
        time: beijingTime(date),
        date: formatDate(date),
        month: formatMonth(date),
      };
      assert.deepEqual(actual, expected, date.toISOString());
    }
  });

  test('the styles the theme asks for print as Intl prints them, spaced', () => {
    const themeStyles: Intl.DateTimeFormatOptions[] = [
      {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
      {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
      {day: 'numeric', month: 'long', timeZone: 'UTC'},
    ];
    for (const options of themeStyles) {
      const intl = new Intl.DateTimeFormat('zh-CN', {...options, timeZone: zone});
      const site = siteDateFormat(options);
      for (const date of instants.filter((_, i) => i % 97 === 0)) {
        const spaced = intl
          .formatToParts(date)
          .map(({type, value}) => (type === 'literal' ? ` ${value} ` : value))
          .join('')
          .trim();
        assert.equal(site.format(date), spaced, `${JSON.stringify(options)} ${date.toISOString()}`);
      }
    }
  });

  test('a style the site does not print, or a date that is not one, is refused by name', () => {
    assert.throws(() => siteDateFormat({weekday: 'long'}), /weekday: "long" is not supported/);
    assert.throws(() => siteDateFormat({month: 'numeric'}), /month: "numeric" is not supported/);
    assert.throws(() => siteDateFormat({timeZone: 'UTC'}), /name a year, a month or a day/);
    assert.throws(() => formatDate('2025-13-01'), /not a date: 2025-13-01/);
  });
});
