// Dates are shown in Beijing time so that the server render and the browser agree.
const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  dateStyle: 'long',
  timeZone: 'Asia/Shanghai',
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
