/**
 * Wraps theme-classic DocItem/Footer: Remark42 comments follow the edit link
 * when `remark42Config` is set. They load only in the browser.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Remark42Comments from '@site/src/comments/Remark42';
import {useThemeOptions} from '@site/src/config/useThemeOptions';

export default function FooterWrapper(): ReactNode {
  const {remark42Config} = useThemeOptions();
  return (
    <>
      <Footer />
      {remark42Config && <BrowserOnly>{() => <Remark42Comments config={remark42Config} />}</BrowserOnly>}
    </>
  );
}
