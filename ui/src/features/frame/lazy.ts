/** The frame's pages, loaded when first shown (the hub's first load stays small). */
export const loadFramePages = () => import('./pages.tsx')
