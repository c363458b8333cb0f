/**
 * The highlighted lines, loaded when first rendered, so that Prism is not
 * part of the page's first load. The server build replaces this module with
 * `./Lines` itself (src/plugins/prism-on-demand): a server
 * render must not suspend, or React streams a fallback and a script to swap it.
 */
import {lazy} from 'react';

export default lazy(() => import('./Lines'));
