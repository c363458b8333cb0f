/**
 * theme-classic renders every `mermaid` MDX element with @theme/Mermaid (a
 * no-op unless a Mermaid theme provides one). Here it is the build-time
 * diagram: src/diagrams/remark.ts gives the element its SVG.
 */
export {default} from '@site/src/diagrams/Diagram';
