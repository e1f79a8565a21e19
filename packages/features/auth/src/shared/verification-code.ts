// SMS / e-mail verification codes: at most 255 characters (spec §5, §9).
export const VERIFICATION_CODE_MAX_LENGTH = 255;
