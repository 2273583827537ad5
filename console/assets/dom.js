// DOM building without HTML parsing. Everything the API returns (utterances
// above all) is untrusted: it only ever becomes a Text node or an attribute
// value, never markup. Nothing in the console uses innerHTML.

// h creates an element. props: className, text, attrs (set as attributes),
// on (event listeners), and any other key as a property (value, disabled,
// checked, type...). Children are nodes or strings (text); null, undefined
// and false are skipped, arrays flattened.
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') el.textContent = String(v);
    else if (k === 'attrs') for (const [a, av] of Object.entries(v)) { if (av !== undefined && av !== null && av !== false) el.setAttribute(a, String(av)); }
    else if (k === 'on') for (const [ev, fn] of Object.entries(v)) el.addEventListener(ev, fn);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else el[k] = v;
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// replace empties el and fills it with children.
export function replace(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

// highlighted renders text with the code points [start, end) in a <mark>;
// a missing or invalid span marks the whole text. Spans from the API count
// Unicode code points, as Go runes do, not UTF-16 units.
export function highlighted(text, span) {
  const chars = Array.from(text || '');
  let [start, end] = Array.isArray(span) ? span : [0, chars.length];
  if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start < end && end <= chars.length)) {
    [start, end] = [0, chars.length];
  }
  const mark = h('mark', {}, chars.slice(start, end).join(''));
  return [chars.slice(0, start).join(''), mark, chars.slice(end).join('')].filter((x) => x !== '');
}
