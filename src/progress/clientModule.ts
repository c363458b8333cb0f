/**
 * The navigation progress bar, tuned like the old site's. The theme's own
 * client module starts and stops nprogress while a page that has not loaded
 * yet is fetched; site client modules run after it, so this configuration wins.
 */
import nprogress from 'nprogress';

export const PROGRESS_OPTIONS = {
  showSpinner: false,
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
};

nprogress.configure(PROGRESS_OPTIONS);

export default {};
