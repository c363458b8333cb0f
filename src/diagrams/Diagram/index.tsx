/**
 * A Mermaid diagram, drawn at build time: its SVG is inlined in the page, so
 * it shows without JavaScript and takes its final size before anything loads.
 * A diagram wider than the column scrolls sideways instead of shrinking its
 * text; the scroll box is focusable so the keyboard can scroll it too.
 */
import React, {useId, type ReactNode} from 'react';
import type {DiagramProps} from '../remark';
import styles from './styles.module.css';

export default function Diagram({svg, label, description}: DiagramProps): ReactNode {
  const descriptionId = useId();
  return (
    <figure className={styles.diagram}>
      <div
        className={styles.scroll}
        role="img"
        aria-label={label}
        aria-describedby={description ? descriptionId : undefined}
        // A scrollable region must be reachable from the keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        dangerouslySetInnerHTML={{__html: svg}}
      />
      {description && (
        <figcaption id={descriptionId} className={styles.description}>
          {description}
        </figcaption>
      )}
    </figure>
  );
}
