/**
 * Wraps theme-classic DocItem/Metadata, which writes the document title ("<page title> | <site
 * title>") and image. After it come:
 * - the meta description: the page's own, the front matter `description`, else its first
 *   paragraph, trimmed to about 160 characters (derived at build time, src/frontMatter/derive.ts,
 *   which leaves Docusaurus's own description empty), and the site description only for a page
 *   with no prose;
 * - front matter `meta` tags;
 * - a `rel="alternate"` link to the page's Markdown twin (src/llms).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type {PageFrontMatter} from '@site/src/lib/frontMatter';
import {markdownTwinOfRoute} from '@site/src/lib/url';

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  const frontMatter = useDoc().frontMatter as PageFrontMatter;
  const {siteConfig} = useDocusaurusContext();
  const description = frontMatter.pageDescription || (siteConfig.customFields!.description as string);
  // The page as Markdown, at an absolute URL like the twin's own links.
  const twin = `${siteConfig.url}${markdownTwinOfRoute(metadata.permalink)}`;
  return (
    <>
      <Metadata />
      <PageMetadata description={description} />
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
        {frontMatter.meta?.map((attributes, index) => (
          <meta key={index} {...attributes} />
        ))}
      </Head>
    </>
  );
}
