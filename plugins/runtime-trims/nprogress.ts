/**
 * The part of nprogress that the classic theme's progress bar calls (`configure`, `start`,
 * `done`), in place of the whole library. It draws the elements the theme's stylesheet styles
 * (`#nprogress`, `.bar`, `.peg`): a thin bar across the top that creeps towards the end while a
 * page loads, fills when it has loaded, then fades. The theme decides when: 200 ms after a
 * navigation starts, and only if it has not finished by then.
 */

/** How often the bar creeps forward, and how long each move and the fade take (ms). */
const STEP = 200;

let element: HTMLElement | undefined;
let creeping: number | undefined;
let progress = 0;

function moveTo(fraction: number) {
  progress = fraction;
  const bar = element!.firstElementChild as HTMLElement;
  bar.style.transform = `translate3d(${(fraction - 1) * 100}%, 0, 0)`;
}

function start(): void {
  if (element) return;
  element = document.createElement('div');
  element.id = 'nprogress';
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('role', 'bar');
  bar.style.transition = `transform ${STEP}ms ease`;
  const peg = document.createElement('div');
  peg.className = 'peg';
  bar.append(peg);
  element.append(bar);
  document.body.append(element);
  moveTo(0.08);
  // Each step covers a tenth of what is left, so the bar slows down and never reaches the end.
  creeping = window.setInterval(() => moveTo(progress + (1 - progress) * 0.1), STEP);
}

function done(): void {
  if (!element) return;
  window.clearInterval(creeping);
  const finished = element;
  element = undefined;
  const bar = finished.firstElementChild as HTMLElement;
  bar.style.transform = 'translate3d(0, 0, 0)';
  window.setTimeout(() => {
    finished.style.transition = `opacity ${STEP}ms linear`;
    finished.style.opacity = '0';
    window.setTimeout(() => finished.remove(), STEP);
  }, STEP);
}

/** nprogress's settings; the theme only turns off the spinner, which this never draws. */
function configure(): void {}

export default {configure, start, done};
