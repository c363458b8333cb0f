/**
 * Wraps the whole app: a path that ends in neither `/` nor `.html` gets a `/`
 * appended, and `…/index.html` becomes `…/`, in client-side navigation too
 * (the static server does the same with a 301; see src/lib/url.ts).
 */
import {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {canonicalPath} from '@site/src/lib/url';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    const canonical = canonicalPath(location.pathname);
    if (canonical) {
      history.replace({...location, pathname: canonical});
    }
  }, [location, history]);
  return children;
}
