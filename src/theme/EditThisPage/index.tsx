/**
 * Wraps nothing, replaces theme-classic EditThisPage: the link text comes from
 * the theme options per locale ("Edit this page", or the Russian text on
 * /finance/ru/), and the link opens in a new tab. The URL itself is built in
 * docusaurus.config.ts (`editUrl`) from docsRepo, docsBranch and docsDir.
 */
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import {useLocale} from '@site/src/navigation/useLocale';

export default function EditThisPage({editUrl}: {editUrl: string}): ReactNode {
  const locale = useLocale();
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      {locale.editLinkText}
    </a>
  );
}
