// Icons only screens use, kept out of the shell's entry chunk (each screen's chunk carries its own).
import { icon } from '../../shell/icons/shell-icons';

export const KeyIcon = /* @__PURE__ */ icon(
  'KeyIcon',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
  </>,
);
export const UserPlusIcon = /* @__PURE__ */ icon(
  'UserPlusIcon',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </>,
);
export const DocumentIcon = /* @__PURE__ */ icon(
  'DocumentIcon',
  <>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </>,
);
export const ChatIcon = /* @__PURE__ */ icon('ChatIcon', <path d="M4 5h16v11H9l-5 4z" />);
export const CompassIcon = /* @__PURE__ */ icon(
  'CompassIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
);
export const GamepadIcon = /* @__PURE__ */ icon(
  'GamepadIcon',
  <>
    <rect x="2" y="7" width="20" height="11" rx="5" />
    <path d="M7 10.5v4M5 12.5h4M16 11h.01M18 13h.01" />
  </>,
);
