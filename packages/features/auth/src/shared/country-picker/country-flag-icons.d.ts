// country-flag-icons ships no types for its per-flag string modules: each is an SVG string.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
