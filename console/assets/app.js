// The console's shell: sign-in, navigation by the URL's fragment, the
// language switch and the handling every view shares (an expired key sends
// the user back to sign in; a service that is down says nothing changed).

import { h, replace } from './dom.js';
import { initLang, setLang, lang, t, label } from './i18n.js';
import { APIError, probeRole, session, signIn, signOut } from './api.js';
import { message, errorPanel } from './ui.js';
import { claimsList, claimDetail } from './claims.js';
import { recordView } from './record.js';
import { complianceView, accessView } from './compliance.js';

const routes = {
  clinician: { claims: claimsList, claim: claimDetail, record: recordView },
  compliance: { compliance: complianceView, access: accessView },
};
const home = { clinician: '#/claims', compliance: '#/compliance' };

const el = {};
let renderSeq = 0;
let flashText = '';
let signInMessage = '';

// route reads the fragment: #/claims?patient=p1 -> {name: 'claims', arg: '', params};
// #/claims/ID -> {name: 'claim', arg: 'ID'}.
function route() {
  const frag = location.hash.replace(/^#\/?/, '');
  const [path, query] = splitOnce(frag, '?');
  let [name, arg] = splitOnce(path, '/');
  if (name === 'claims' && arg) name = 'claim'; // #/claims/{id}
  return { name, arg: decodeURIComponent(arg), params: new URLSearchParams(query) };
}

function splitOnce(s, sep) {
  const i = s.indexOf(sep);
  return i < 0 ? [s, ''] : [s.slice(0, i), s.slice(i + 1)];
}

export function navigate(hash) {
  if (location.hash === hash) render();
  else location.hash = hash;
}

// flash shows text in the status line after the next render.
export function flash(text) { flashText = text; }

// handle deals with errors every view treats alike; it returns true when
// it did (the view must stop), false when the view should show the error.
export function handle(err) {
  if (err instanceof APIError && err.kind === 'auth') {
    signOut();
    signInMessage = t('signin.expired');
    navigate('#/signin');
    return true;
  }
  if (!(err instanceof APIError)) console.error(err);
  return false;
}

async function render() {
  const seq = ++renderSeq;
  delete el.main.dataset.route;
  const s = session();
  chrome(s);
  el.notice.textContent = flashText;
  flashText = '';
  const r = route();
  if (!s) {
    replace(el.main, signInView());
    return;
  }
  const view = routes[s.role] && routes[s.role][r.name];
  if (!view) {
    location.replace(home[s.role] || '#/signin');
    return;
  }
  replace(el.main, h('p', { className: 'loading', attrs: { 'aria-busy': 'true' }, text: t('loading') }));
  let node;
  try {
    node = await view({ arg: r.arg, params: r.params, navigate, flash, handle, stale: () => seq !== renderSeq });
  } catch (err) {
    if (seq !== renderSeq || handle(err)) return;
    node = errorPanel(err instanceof APIError ? message(err) : t('err.internal', { status: '?' }), t('retry'), () => render());
  }
  if (seq !== renderSeq) return; // a later navigation won
  replace(el.main, node);
  // Which fragment the page shows, for tests and tools that must not act
  // on the previous view while the next one loads.
  el.main.dataset.route = location.hash;
  const heading = el.main.querySelector('h1');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

// chrome fills the header for the signed-in role, or empties it.
function chrome(s) {
  document.title = t('brand');
  el.brand.textContent = t('brand');
  el.skip.textContent = t('skip');
  el.lang.textContent = t('lang.switch');
  el.lang.setAttribute('aria-label', t('lang.label'));
  el.lang.lang = lang() === 'zh' ? 'en' : 'zh-CN';
  el.signout.textContent = t('signout');
  el.signout.hidden = !s;
  el.who.textContent = s ? t('signedInAs', { role: label('role', s.role) }) : '';
  const links = !s ? [] : s.role === 'clinician'
    ? [['#/claims', 'nav.claims', 'claims'], ['#/record', 'nav.record', 'record']]
    : [['#/compliance', 'nav.compliance', 'compliance'], ['#/access', 'nav.access', 'access']];
  const current = route().name;
  el.nav.setAttribute('aria-label', t('nav.label'));
  replace(el.nav, links.map(([href, key, name]) => h('a', {
    href, text: t(key),
    attrs: { 'aria-current': current === name || (name === 'claims' && current === 'claim') ? 'page' : null },
  })));
  el.footer.textContent = '';
}

function signInView() {
  const status = h('p', { className: 'form-error', attrs: { role: 'alert' }, text: signInMessage });
  signInMessage = '';
  // No name attribute: even if the script failed and the form submitted
  // natively, the key could not end up in a URL (the CSP's form-action
  // 'none' blocks that submission too).
  const input = h('input', {
    id: 'signin-key', type: 'password', required: true,
    attrs: { autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'aria-describedby': 'signin-help' },
  });
  const button = h('button', { type: 'submit', text: t('signin.submit') });
  const form = h('form', { className: 'signin', attrs: { novalidate: '' }, on: { submit: async (ev) => {
    ev.preventDefault();
    const key = input.value.trim();
    if (!key) { status.textContent = t('signin.empty'); input.focus(); return; }
    button.disabled = true;
    status.textContent = '';
    const busy = h('p', { className: 'muted', attrs: { role: 'status' }, text: t('signin.checking') });
    form.append(busy);
    try {
      const role = await probeRole(key);
      if (!role) { status.textContent = t('signin.wrongRole'); return; }
      signIn(key, role);
      input.value = '';
      const r = route();
      navigate(r.name && r.name !== 'signin' && routes[role][r.name] ? location.hash : home[role]);
    } catch (err) {
      status.textContent = err instanceof APIError && err.kind === 'auth' ? t('signin.bad') : message(err);
      input.focus();
    } finally {
      button.disabled = false;
      busy.remove();
    }
  } } },
  h('h1', { text: t('signin.title') }),
  h('p', { id: 'signin-help', className: 'muted', text: t('signin.help') }),
  h('label', { htmlFor: 'signin-key', text: t('signin.key') }),
  input, status, button);
  queueMicrotask(() => input.focus());
  return form;
}

function start() {
  initLang();
  for (const id of ['brand', 'nav', 'who', 'lang', 'signout', 'notice', 'main', 'footer', 'skip']) el[id] = document.getElementById(id);
  el.lang.addEventListener('click', () => { setLang(lang() === 'zh' ? 'en' : 'zh'); render(); });
  el.signout.addEventListener('click', () => {
    signOut();
    flash(t('signin.signedOut'));
    navigate('#/signin');
  });
  el.skip.addEventListener('click', () => {
    const target = el.main.querySelector('h1') || el.main;
    target.tabIndex = -1;
    target.focus();
  });
  window.addEventListener('hashchange', render);
  render().then(verifyStoredKey);
}

// verifyStoredKey checks, once per page load, that the key kept in this
// tab still works, so that a revoked key sends the user to sign in even on
// a view that has not called the API yet.
async function verifyStoredKey() {
  const s = session();
  if (!s) return;
  try {
    if (await probeRole(s.key) !== s.role) throw new APIError('auth', 401, '');
  } catch (err) {
    handle(err);
  }
}

start();
