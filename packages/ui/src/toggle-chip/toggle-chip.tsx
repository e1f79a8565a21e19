// ToggleChip: a chip that is on or off — a view of a list, a filter, a pick on a bet board. It is a
// toggle button (aria-pressed), its label says what it is and the pressed state says whether it is
// on. ToggleChipLink is the same chip as a link, for tabs that change the address (the vendors of a
// lobby): the current one is marked aria-current="page". Lay chips out with Inline (as="ul").
import type { ComponentPropsWithoutRef, ComponentPropsWithRef, ElementType } from 'react';
import { ChipButton, ChipLink, type ToggleChipVariant } from './toggle-chip.styles';

export interface ToggleChipProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'style' | 'type' | 'aria-pressed'
> {
  /** On (pressed) or off. */
  pressed: boolean;
  /** `pill` (default): filters, views, tabs of a list; `key`: a wider key of a pad of picks. */
  variant?: ToggleChipVariant;
}

export function ToggleChip({ pressed, variant = 'pill', ...rest }: ToggleChipProps) {
  return <ChipButton {...rest} type="button" aria-pressed={pressed} $variant={variant} />;
}

export type ToggleChipLinkProps<As extends ElementType = 'a'> = {
  /** The link element: an `a` by default, or the router's link component (`as={Link} to="…"`). */
  as?: As;
  /** The page this link leads to is the one shown: aria-current="page" and the "on" look. */
  current?: boolean;
  variant?: ToggleChipVariant;
} & Omit<ComponentPropsWithoutRef<As>, 'as' | 'className' | 'style' | 'aria-current'>;

export function ToggleChipLink<As extends ElementType = 'a'>({
  as,
  current = false,
  variant = 'pill',
  ...rest
}: ToggleChipLinkProps<As>) {
  return <ChipLink {...rest} as={as} aria-current={current ? 'page' : undefined} $variant={variant} />;
}
