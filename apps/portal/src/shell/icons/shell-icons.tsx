// Line icons of the shell (menu entries, theme, social links), drawn for this portal. They paint
// with currentColor and are decorative: the control holding one carries the accessible name.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Svg = styled.svg`
  width: 1.25em;
  height: 1.25em;
  flex: none;
`;

/** Makes a decorative line icon (24 × 24 grid, drawn with currentColor). */
export function icon(displayName: string, paths: ReactNode) {
  function Icon() {
    return (
      <Svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </Svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

// Each call is pure, so icons that no chunk uses are dropped from the bundle.
export const HomeIcon = /* @__PURE__ */ icon('HomeIcon', <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />);
export const SunIcon = /* @__PURE__ */ icon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = /* @__PURE__ */ icon('MoonIcon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />);
export const GiftIcon = /* @__PURE__ */ icon(
  'GiftIcon',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1.5S9.5 8 12 8zM12 8c1.5-3 5-3.5 5-1.5S14.5 8 12 8z" />
  </>,
);
export const ShopIcon = /* @__PURE__ */ icon(
  'ShopIcon',
  <path d="M4 9l1.5-5h13L20 9M4 9h16M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 12v8h14v-8M10 20v-5h4v5" />,
);
export const HelpIcon = /* @__PURE__ */ icon(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
);
export const ChevronDoubleLeftIcon = /* @__PURE__ */ icon(
  'ChevronDoubleLeftIcon',
  <path d="M11 6l-6 6 6 6M19 6l-6 6 6 6" />,
);
export const ChevronDoubleRightIcon = /* @__PURE__ */ icon(
  'ChevronDoubleRightIcon',
  <path d="M13 6l6 6-6 6M5 6l6 6-6 6" />,
);
export const ExpandIcon = /* @__PURE__ */ icon('ExpandIcon', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);

// Game categories.
export const ELotteryIcon = /* @__PURE__ */ icon(
  'ELotteryIcon',
  <>
    <rect x="3" y="4" width="18" height="14" rx="2" />
    <circle cx="8" cy="11" r="2" />
    <circle cx="16" cy="11" r="2" />
    <path d="M8 21h8" />
  </>,
);
export const LotteryIcon = /* @__PURE__ */ icon(
  'LotteryIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9h.01M15 9h.01M9 15h.01M15 15h.01M12 12h.01" />
  </>,
);
export const LiveIcon = /* @__PURE__ */ icon(
  'LiveIcon',
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </>,
);
export const SportsIcon = /* @__PURE__ */ icon(
  'SportsIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 4.5h-5L8 10l4-3zM12 3v4M21 10l-5 0M3 10h5M9.5 14.5L7 19M14.5 14.5L17 19" />
  </>,
);
export const FishIcon = /* @__PURE__ */ icon(
  'FishIcon',
  <>
    <path d="M3 12c3-5 9-6 13-2l5-3v10l-5-3c-4 4-10 3-13-2z" />
    <path d="M8 11h.01" />
  </>,
);
export const SlotsIcon = /* @__PURE__ */ icon(
  'SlotsIcon',
  <>
    <rect x="3" y="5" width="15" height="14" rx="2" />
    <path d="M8 5v14M13 5v14M18 9h2a1 1 0 0 1 1 1v2M21 7v0" />
  </>,
);
export const CardsIcon = /* @__PURE__ */ icon(
  'CardsIcon',
  <>
    <rect x="3" y="6" width="11" height="15" rx="2" />
    <path d="M8 3h11a2 2 0 0 1 2 2v12M8.5 11.5l2 2-2 2-2-2z" />
  </>,
);
export const EsportsIcon = /* @__PURE__ */ icon(
  'EsportsIcon',
  <>
    <path d="M6 8h12a4 4 0 0 1 4 4l-1 5a2 2 0 0 1-3.5 1L15 16H9l-2.5 2A2 2 0 0 1 3 17l-1-5a4 4 0 0 1 4-4z" />
    <path d="M7 11v3M5.5 12.5h3M16 12h.01M18 13h.01" />
  </>,
);
export const RefreshIcon = /* @__PURE__ */ icon('RefreshIcon', <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />);
