export { Card, type CardProps } from './card';
export type { CardElevation, CardPadding } from './card.styles';
