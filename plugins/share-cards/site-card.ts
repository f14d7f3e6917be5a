/**
 * The site's own share card, drawn by hand (static/img/social-card.png): the home page's, and
 * the card of a page whose title the card font cannot draw.
 */
export const SITE_CARD = 'img/social-card.png';
