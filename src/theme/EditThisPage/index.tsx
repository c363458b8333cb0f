/**
 * Wraps nothing, replaces theme-classic EditThisPage: the link opens in a new tab. Its text is the
 * theme's message `theme.common.editThisPage` in the page's language (i18n/<lang>/code.json: the old
 * site's "Edit this page" and "Редактировать страницу"). The URL itself is built in
 * docusaurus.config.ts (`editUrl`) from docsRepo, docsBranch and docsDir.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';

export default function EditThisPage({editUrl}: {editUrl: string}): ReactNode {
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      <Translate id="theme.common.editThisPage" description="The link label to edit the current page">
        Edit this page
      </Translate>
    </a>
  );
}
