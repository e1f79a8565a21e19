export { Button, type ButtonProps } from './button';
export type { ButtonSize, ButtonVariant } from './button.styles';
