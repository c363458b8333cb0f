/**
 * Site data is frozen once loaded, in the browser too: the config Docusaurus
 * ships to the client is plain JSON, so freeze our part of it on load.
 */
import siteConfig from '@generated/docusaurus.config';
import {deepFreeze} from '../lib/siteData';

deepFreeze(siteConfig.customFields);

export default {};
