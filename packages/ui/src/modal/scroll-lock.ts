// Page scroll lock shared by every open modal: the first one to open locks the body, the last one
// to close restores what was there. Nothing makes up for the scrollbar: the page keeps its gutter
// whether or not it scrolls (GlobalStyle: `scrollbar-gutter: stable` on <html>), so it does not
// jump sideways when the bar goes. (Measuring the bar, as this once did, read the viewport's width
// in the opening commit: a forced layout of the whole page, ~80 ms on a phone at the member
// centre's opening, and a padding on top of the kept gutter.)
let locks = 0;
let savedOverflow: string | null = null;

export function lockPageScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    savedOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && savedOverflow !== null) {
      body.style.overflow = savedOverflow;
      savedOverflow = null;
    }
  };
}
