// Which open modal is on top. Escape closes only the top one, so a confirm dialog opened from a
// modal closes alone.
const stack: symbol[] = [];

export function pushModal(token: symbol): () => void {
  stack.push(token);
  return () => {
    const index = stack.lastIndexOf(token);
    if (index >= 0) stack.splice(index, 1);
  };
}

export const isTopModal = (token: symbol) => stack[stack.length - 1] === token;
