/** The widest window that still gets the phone's layout (Infima's breakpoint, in the theme's CSS). */
export const DESKTOP_BREAKPOINT = 996;
