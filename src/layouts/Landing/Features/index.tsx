import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {DerivedFrontMatter, InlinePart} from '@site/src/lib/frontMatter';
import type {ResolvedLink} from '../links';
import styles from './styles.module.css';

export interface FeaturesProps {
  /** The features' title and details, split into text and links at build time. */
  features: NonNullable<DerivedFrontMatter['featureParts']>;
  resolve: (href: string) => ResolvedLink;
}

/** Front matter text that may hold inline `<a>` links, as its parts. */
function Inline({parts, resolve}: {parts: InlinePart[]; resolve: FeaturesProps['resolve']}): ReactNode {
  return parts.map((part, index) => {
    if (part.kind === 'text') {
      return part.text;
    }
    const link = resolve(part.href);
    return (
      <Link
        key={index}
        to={link.href}
        className={styles.link}
        {...(link.newTab ? {target: '_blank', rel: 'noopener noreferrer'} : link.external ? {target: '_self'} : {})}>
        {part.text}
      </Link>
    );
  });
}

export default function Features({features, resolve}: FeaturesProps): ReactNode {
  return (
    <div className={styles.features}>
      {features.map((feature, index) => (
        <div key={index} className={styles.feature}>
          <h2 className={styles.title}>
            <Inline parts={feature.title} resolve={resolve} />
          </h2>
          {feature.details && (
            <p className={styles.details}>
              <Inline parts={feature.details} resolve={resolve} />
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
