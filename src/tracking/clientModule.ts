/** Reports every client-side change of path to `trackNavURL`, when one is configured. */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {themeOptionsOf} from '../config/themeOptions';
import {sendTracking} from './trackNav';

const {trackNavURL} = themeOptionsOf(siteConfig);

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // Paths only: a new query string or hash on the same page is not a navigation to report.
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      sendTracking(trackNavURL, previousLocation.pathname, location.pathname);
    }
  },
};

export default clientModule;
