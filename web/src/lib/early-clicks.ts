/**
 * Holds the clicks made on a page the server drew before React has taken it over (ADR 0038), and gives them back
 * once it has: a button pressed while the page's code was still starting does what it says, a moment later,
 * instead of nothing. Returns the function that stops holding and replays what was held, in order, on the
 * elements still in the page.
 */
export function holdEarlyClicks(container: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event.target);
  };
  container.addEventListener('click', hold, true);
  return () => {
    container.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  };
}
