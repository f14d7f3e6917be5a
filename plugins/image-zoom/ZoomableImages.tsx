import {useEffect, useRef, type ReactNode} from 'react';
import type PhotoSwipe from 'photoswipe';

/** SVG diagrams are vector: shown this many times their page size, they stay sharp when zoomed. */
const SVG_SCALE = 3;

/** Opens `image` full-screen, where it can be zoomed and panned; resolves when it closes. */
async function open(image: HTMLImageElement): Promise<void> {
  // The stylesheet joins the site's one stylesheet (Docusaurus merges all CSS into it).
  const [{default: PhotoSwipeClass}] = await Promise.all([
    import('photoswipe'),
    import('photoswipe/style.css'),
  ]);
  const vector = /\.svg$|^data:image\/svg/.test(image.currentSrc || image.src);
  const scale = vector ? SVG_SCALE : 1;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pswp: PhotoSwipe = new PhotoSwipeClass({
    dataSource: [
      {
        src: image.currentSrc || image.src,
        width: (image.naturalWidth || image.width) * scale,
        height: (image.naturalHeight || image.height) * scale,
        alt: image.alt,
      },
    ],
    showHideAnimationType: reducedMotion ? 'none' : 'fade',
    // A click (or tap) on the image zooms it; a tap beside it closes, as a double tap zooms.
    imageClickAction: 'zoom',
    tapAction: 'close',
    doubleTapAction: 'zoom',
    // One image, nothing to scroll through: the wheel zooms, as in a map or a photo viewer.
    wheelToZoom: true,
    secondaryZoomLevel: vector ? 1 : 2,
    maxZoomLevel: vector ? 1 : 4,
    closeTitle: '关闭（Esc）',
    zoomTitle: '放大',
    arrowPrevTitle: '上一张',
    arrowNextTitle: '下一张',
    errorMsg: '图片加载失败',
  });
  // The back gesture (or button) closes the image instead of leaving the page: opening adds an
  // entry with the same address, and closing by any other means removes it again.
  window.history.pushState({...window.history.state, imageZoom: true}, '');
  // PhotoSwipe ignores close() while its opening animation runs; a quick back closes after it.
  const onBack = () => {
    if (pswp.opener.isOpen) pswp.close();
    else pswp.on('openingAnimationEnd', () => pswp.close());
  };
  window.addEventListener('popstate', onBack);
  const closed = new Promise<void>((resolve) => pswp.on('destroy', () => resolve()));
  pswp.init();
  await closed;
  window.removeEventListener('popstate', onBack);
  if (window.history.state?.imageZoom) window.history.back();
  image.focus();
}

/**
 * Makes the article's images open full-screen on a tap, a click or Enter (plugins/image-zoom puts
 * this at the end of pages that have Markdown images; the viewer loads on the first use).
 */
export default function ZoomableImages(): ReactNode {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const article = marker.current?.closest('.markdown');
    if (!article) return undefined;
    const images = [...article.querySelectorAll('img')].filter((image) => !image.closest('a'));
    const cleanups = images.map((image) => {
      image.tabIndex = 0;
      image.setAttribute('role', 'button');
      image.setAttribute('aria-label', `${image.alt}（点按放大）`);
      image.classList.add('zoomable-image');
      const onClick = () => void open(image);
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          void open(image);
        }
      };
      image.addEventListener('click', onClick);
      image.addEventListener('keydown', onKey);
      return () => {
        image.removeEventListener('click', onClick);
        image.removeEventListener('keydown', onKey);
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, []);
  return <span ref={marker} hidden />;
}
