// The page's elements (rendered by src/routes/inhouse/game-page.ts): lookup by id, texts, the status line.

/** The element with this id; the page always has it (a missing one is a bug between page and script). */
export function element<E extends HTMLElement = HTMLElement>(id: string): E {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the game page has no #${id}`);
  return found as E;
}

export function button(id: string): HTMLButtonElement {
  return element<HTMLButtonElement>(id);
}

export function input(id: string): HTMLInputElement {
  return element<HTMLInputElement>(id);
}

export function setText(id: string, value: string): void {
  element(id).textContent = value;
}

/** The status line under the controls: progress, the round's result, or an error (red). */
export function showStatus(message: string, isError = false): void {
  const line = element('status');
  line.textContent = message;
  line.className = isError ? 'status error' : 'status';
}
