// A small set of line icons the kit itself needs (close, chevrons, eye, tone icons, menu, and
// the lobby's heart, search and flame) and the mail icon of the unread-messages count.
// They draw with currentColor, so they take the colour of the text around them, and are
// decorative (aria-hidden): the control that holds one carries the accessible label.
import type { ReactNode } from 'react';
import type { IconSize } from './icon-size';
import { IconSvg } from './icons.styles';

export type { IconSize } from './icon-size';

export interface IconProps {
  size?: IconSize;
}

function makeIcon(displayName: string, paths: ReactNode) {
  function Icon({ size = 'md' }: IconProps) {
    return (
      <IconSvg
        $size={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </IconSvg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CloseIcon = makeIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronLeftIcon = makeIcon('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = makeIcon('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);
export const ChevronDownIcon = makeIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
export const MenuIcon = makeIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);
export const MailIcon = makeIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const EyeIcon = makeIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = makeIcon(
  'EyeOffIcon',
  <>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const InfoIcon = makeIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const WarningIcon = makeIcon(
  'WarningIcon',
  <>
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const DangerIcon = makeIcon(
  'DangerIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </>,
);
export const SuccessIcon = makeIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </>,
);
export const ImageOffIcon = makeIcon(
  'ImageOffIcon',
  <>
    <path d="M3 3l18 18" />
    <path d="M21 15V5a2 2 0 0 0-2-2H9M3 7v12a2 2 0 0 0 2 2h12" />
    <path d="M3 17l5-5 3 3M14 14l1-1 6 6" />
  </>,
);
// The lobby's icons: favourite (filled when on), search and hot.
export const HeartIcon = makeIcon(
  'HeartIcon',
  <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />,
);
export const HeartFilledIcon = makeIcon(
  'HeartFilledIcon',
  <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" fill="currentColor" />,
);
export const SearchIcon = makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </>,
);
export const FlameIcon = makeIcon(
  'FlameIcon',
  <path d="M12 21c-3.9 0-6-2.6-6-5.6 0-3.4 2.6-5.2 3.6-8.4 1.6 1.2 2.4 2.9 2.4 4.4 1-.6 1.6-1.8 1.8-3.2 2.3 1.8 4.2 4.3 4.2 7.2 0 3-2.1 5.6-6 5.6z" />,
);
