/** Reports every client-side route change to `trackNavURL`, when one is configured. */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import type {AtsdThemeOptions} from '../config/themeOptions';
import {sendTracking} from './trackNav';

const {trackNavURL} = siteConfig.customFields!.atsd as AtsdThemeOptions;

function fullPath(location: {pathname: string; search: string; hash: string}): string {
  return location.pathname + location.search + location.hash;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && fullPath(previousLocation) !== fullPath(location)) {
      sendTracking(trackNavURL, fullPath(previousLocation), fullPath(location));
    }
  },
};

export default clientModule;
