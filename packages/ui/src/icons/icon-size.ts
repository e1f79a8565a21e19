// The icons' sizes, in a module of their own: the icon component and its styles both need them
// (the styles importing the component for its type made an import cycle).
export type IconSize = 'sm' | 'md' | 'lg';
