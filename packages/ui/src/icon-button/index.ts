export { IconButton, type IconButtonProps } from './icon-button';
export type { IconButtonSize } from './icon-button.styles';
