// A styled component's rules that depend on the theme alone, as one interpolation computed once per
// theme object. styled-components recomputes a component's CSS on every render when any rule is a
// function: it calls each interpolation, joins the text and looks its class up by that text. With
// one interpolation answering the same string object for a theme, a render makes no new text and
// the lookup hashes nothing new (V8 keeps a string's hash). For components a grid renders dozens of
// times per search keystroke (README: lobby benchmark).
import type { DefaultTheme } from 'styled-components';

export function cssOfTheme(build: (theme: DefaultTheme) => string): (props: { theme: DefaultTheme }) => string {
  const cache = new WeakMap<DefaultTheme, string>();
  return ({ theme }) => {
    let css = cache.get(theme);
    if (css === undefined) {
      css = build(theme);
      cache.set(theme, css);
    }
    return css;
  };
}
