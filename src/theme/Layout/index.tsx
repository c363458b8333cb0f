/**
 * Wraps theme-classic Layout: a page in another language than the last one remounts the layout.
 * The words come from the page's language (src/i18n/), but some theme parts are memoized and
 * render only when their own props change (the color-mode switch), so after a client-side
 * switch between English and Russian they would keep the old words. The key changes only when
 * the language does; navigation within one language keeps the layout as it is.
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocale} from '@site/src/config/useLocale';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  return <Layout key={useLocale().lang} {...props} />;
}
