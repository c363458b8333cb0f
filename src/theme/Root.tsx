/**
 * Wraps the whole app. The page's language (by path) becomes the one the theme's `translate()`
 * answers in (src/i18n/), before anything below renders. A path that ends in neither `/` nor `.html` gets a `/`
 * appended, and `…/index.html` becomes `…/`, in client-side navigation too
 * (the static server does the same with a 301; see src/lib/url.ts).
 */
import {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {canonicalPath} from '@site/src/lib/url';
import {setPageLanguage} from '@site/src/i18n/codeTranslations';
import {useLocale} from '@site/src/config/useLocale';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  setPageLanguage(useLocale().lang);
  useEffect(() => {
    const canonical = canonicalPath(location.pathname);
    if (canonical) {
      history.replace({...location, pathname: canonical});
    }
  }, [location, history]);
  return children;
}
