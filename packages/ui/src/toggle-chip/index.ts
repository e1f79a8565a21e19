export { ToggleChip, ToggleChipLink, type ToggleChipProps, type ToggleChipLinkProps } from './toggle-chip';
export type { ToggleChipVariant } from './toggle-chip.styles';
