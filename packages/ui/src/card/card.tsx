// Card: a surface that groups related content. With a title it becomes a labelled region
// (section + heading) that screen-reader users can jump to.
import { useId, type ReactNode } from 'react';
import { CardHeader, CardRoot, CardTitle, type CardElevation, type CardPadding } from './card.styles';

export interface CardProps {
  title?: ReactNode;
  /** Something beside the title, e.g. a "See all" link. */
  actions?: ReactNode;
  children?: ReactNode;
  padding?: CardPadding;
  elevation?: CardElevation;
}

export function Card({ title, actions, children, padding = 'lg', elevation = 'flat' }: CardProps) {
  const titleId = useId();
  return (
    <CardRoot
      as={title ? 'section' : 'div'}
      aria-labelledby={title ? titleId : undefined}
      $padding={padding}
      $elevation={elevation}
    >
      {(title || actions) && (
        <CardHeader>
          {title && <CardTitle id={titleId}>{title}</CardTitle>}
          {actions}
        </CardHeader>
      )}
      {children}
    </CardRoot>
  );
}
