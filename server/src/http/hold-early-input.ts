import { createHash } from 'node:crypto';

/**
 * The drawn page's first script, inline just before its root (ADR 0090): until the app has taken the page over (the
 * root marked `data-hydrating`), what a person does on it is held, not lost. A click (a tap, Enter or Space on a
 * button, a link) and a form's submission are stopped and done again once the app is live; what is typed in a field
 * stays in it and is handed to the app as typed — React keeps the value it drew until told of a change, so the field is
 * set back to that value through React's own setter, then to what was typed through the browser's, and React hears an
 * input. The app says its shell is live with the 'app:live' event on the document (web/src/components/on-screen.tsx);
 * each held thing is then done as soon as React holds its element. Inline, so it holds from the page's first paint,
 * with no request before it; allowed by its hash in the CSP.
 */
export const HOLD_EARLY_INPUT = `(() => {
  const held = [];
  const typed = new Set();
  const isWaiting = (event) => {
    const root = document.getElementById('root');
    return root !== null && root.hasAttribute('data-hydrating') && event.target instanceof Node && root.contains(event.target);
  };
  const hold = (event) => {
    if (!isWaiting(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  const note = (event) => {
    if (!isWaiting(event)) return;
    typed.delete(event.target);
    typed.add(event.target);
  };
  const handOver = (field) => {
    const value = field.value;
    const browserSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!browserSetter || value === field.defaultValue) return;
    field.value = field.defaultValue;
    browserSetter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const again = (event) =>
    event.type === 'submit'
      ? event.target.requestSubmit()
      : event.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('input', note, true);
  // The shell is live first; the page's own parts (each route's Suspense boundary) are taken over after it. Each held
  // thing is done once React holds its element: a field once React tracks its value, a click's target once React
  // knows it (its fiber), or knows the element whose HTML it was given (sanitized rich content) — checked each frame;
  // after ten seconds what is left is done anyway, never dropped.
  const reactKey = (node, prefix) => Object.keys(node).find((key) => key.startsWith(prefix));
  const reactHolds = (target) => {
    for (let node = target; node !== null; node = node.parentElement) {
      if (!reactKey(node, '__reactFiber$')) continue;
      return node === target || node[reactKey(node, '__reactProps$')]?.dangerouslySetInnerHTML !== undefined;
    }
    return false;
  };
  const handOverWhenHeld = (until) => {
    const late = performance.now() >= until;
    for (const field of typed) {
      if (field.isConnected && !field._valueTracker && !late) continue;
      typed.delete(field);
      if (field.isConnected && typeof field.defaultValue === 'string') handOver(field);
    }
    while (held.length > 0 && (late || !held[0].target.isConnected || reactHolds(held[0].target))) {
      const event = held.shift();
      if (event.target.isConnected) again(event);
    }
    if (typed.size > 0 || held.length > 0) requestAnimationFrame(() => handOverWhenHeld(until));
  };
  document.addEventListener('app:live', () => {
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    removeEventListener('input', note, true);
    handOverWhenHeld(performance.now() + 10000);
  }, { once: true });
})();`;

/** The script's hash, as the CSP's script-src allows it. */
export const HOLD_EARLY_INPUT_SOURCE = `'sha256-${createHash('sha256').update(HOLD_EARLY_INPUT).digest('base64')}'`;

/** The script as the page's HTML holds it. */
export const holdEarlyInputElement = `<script>${HOLD_EARLY_INPUT}</script>`;
