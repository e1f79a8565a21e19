// Page scroll lock shared by every open modal: the first one to open locks the body, the last one
// to close restores what was there. The scrollbar's width is kept as padding so the page does not
// jump sideways when the bar disappears.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockPageScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const viewportWidth = document.documentElement.clientWidth;
    // clientWidth is 0 where there is no layout (tests, hidden frames): no scrollbar to make up for.
    const scrollbar = viewportWidth > 0 ? window.innerWidth - viewportWidth : 0;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
