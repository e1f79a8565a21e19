// Icons of the parts loaded after the first paint (side-menu extras, download page), kept out of
// the entry chunk.
import { icon } from './shell-icons';

export const DownloadIcon = /* @__PURE__ */ icon(
  'DownloadIcon',
  <>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M12 7v7M9 11l3 3 3-3M10 18h4" />
  </>,
);
export const GlobeIcon = /* @__PURE__ */ icon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
  </>,
);
export const FacebookIcon = /* @__PURE__ */ icon(
  'FacebookIcon',
  <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />,
);
export const InstagramIcon = /* @__PURE__ */ icon(
  'InstagramIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const TelegramIcon = /* @__PURE__ */ icon(
  'TelegramIcon',
  <path d="M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-6" />,
);
export const HeadsetIcon = /* @__PURE__ */ icon(
  'HeadsetIcon',
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1" />
    <rect x="17" y="14" width="4" height="6" rx="1" />
  </>,
);
export const ChatIcon = /* @__PURE__ */ icon('ChatIcon', <path d="M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5" />);
export const GaugeIcon = /* @__PURE__ */ icon(
  'GaugeIcon',
  <>
    <path d="M4 18a8 8 0 1 1 16 0" />
    <path d="M12 18l4-6" />
  </>,
);
