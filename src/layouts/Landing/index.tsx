/**
 * The landing layout (front matter `landing: true` or `home: true`): a thin
 * composition of section components, each with its own CSS module.
 *
 *   Hero           heroImage, heroText (else title), tagline, actionText + actionLink,
 *                  and the "contact us" link when the page has a form
 *   Features       features: [{title, details}] (inline <a> links allowed)
 *   Content        the page's own Markdown; top-level <section> blocks are striped
 *   ContactSection contactUs (see src/components/ContactForm)
 *   FooterAction   footerActionText + footerActionLink
 *   Footer         footer
 *
 * resetStripes: see stripes.ts.
 */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useThemeOptions} from '@site/src/config/useThemeOptions';
import {useLocale} from '@site/src/config/useLocale';
import {resolveContactConfig} from '@site/src/components/ContactForm';
import {sendTracking} from '@site/src/tracking/trackNav';
import type {LayoutProps} from '../types';
import ContactSection, {CONTACT_ANCHOR} from './ContactSection';
import Content from './Content';
import Features from './Features';
import Footer from './Footer';
import FooterAction from './FooterAction';
import Hero from './Hero';
import {resolveLink} from './links';
import {trailingStripes} from './stripes';
import styles from './styles.module.css';

export default function Landing({frontMatter, children}: LayoutProps): ReactNode {
  const options = useThemeOptions();
  const {metadata} = useDoc();
  const {lang} = useLocale();
  const siteBase = useBaseUrl('/');
  const resolve = (href: string) => resolveLink(href, metadata.permalink, siteBase);

  const contact = resolveContactConfig(frontMatter.contactUs, options.feedback, lang);
  const action =
    frontMatter.actionText && frontMatter.actionLink
      ? {text: frontMatter.actionText, link: resolve(frontMatter.actionLink)}
      : null;
  const footerAction =
    frontMatter.footerActionText && frontMatter.footerActionLink
      ? {text: frontMatter.footerActionText, link: resolve(frontMatter.footerActionLink)}
      : null;
  // The blocks after the content take the next stripes in turn.
  const [firstStripe, secondStripe] = trailingStripes(frontMatter.resetStripes, 2) as [boolean, boolean];
  const contactStripe = firstStripe;
  const footerStripe = contact ? secondStripe : firstStripe;

  // The old site's contact-link tracking: from and to are both the current page (its path).
  const onContactLink = () => {
    const here = window.location.pathname;
    sendTracking(options.trackNavURL, here, here, {section: 'contact-us'});
  };

  return (
    <div className={styles.landing} lang={lang} data-layout="landing">
      <Hero
        title={frontMatter.heroText ?? frontMatter.title ?? metadata.title}
        tagline={frontMatter.tagline}
        image={frontMatter.heroImage}
        action={action}
        contact={contact ? {href: `#${CONTACT_ANCHOR}`, text: contact.labels.linkTitle, onClick: onContactLink} : null}
      />
      {frontMatter.featureParts && frontMatter.featureParts.length > 0 && (
        <Features features={frontMatter.featureParts} resolve={resolve} />
      )}
      <Content>{children}</Content>
      {contact && <ContactSection config={contact} highlighted={contactStripe} />}
      {footerAction && <FooterAction {...footerAction} highlighted={footerStripe} />}
      {frontMatter.footer && <Footer text={frontMatter.footer} />}
    </div>
  );
}
