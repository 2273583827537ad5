// Pieces that several views share: times, badges, facts and error panels.

import { h } from './dom.js';
import { t, label, ago, fmtTime } from './i18n.js';

// when is a <time> showing the age, with the full time on hover and in
// datetime for assistive technology.
export function when(iso) {
  if (!iso) return h('span', { className: 'muted', text: '—' });
  return h('time', { attrs: { datetime: iso, title: fmtTime(iso) }, text: ago(iso) });
}

export function reasonBadge(reason) {
  return h('span', { className: 'badge reason-' + cls(reason), attrs: { title: label('reasonHelp', reason) }, text: label('reason', reason) });
}

export function statusBadge(status) {
  return h('span', { className: 'badge status-' + cls(status), text: label('status', status) });
}

function cls(v) { return String(v || '').replace(/[^a-z_-]/g, ''); }

// attrs lists a fact's attributes as "key: value", leaving out concept_id,
// the lexicon's internal id.
export function attrList(attributes) {
  const entries = Object.entries(attributes || {}).filter(([k]) => k !== 'concept_id');
  if (!entries.length) return null;
  return h('ul', { className: 'attrs' }, entries.map(([k, v]) => h('li', {}, h('span', { className: 'attr-key', text: k + ': ' }), String(v))));
}

export function codeText(code) {
  return code && code.code ? (code.system ? code.system + ' ' : '') + code.code : '';
}

// proposal names what a claim proposes: the fact, and its status when the
// status is the point ("hypertension — resolved").
export function proposal(p) {
  p = p || {};
  return p.status && p.status !== 'active' ? p.display + ' — ' + label('fstatus', p.status) : p.display;
}

// factCard is a fact in one block: name, type, status, code, attributes.
// A proposal has no verification of its own yet: opts.proposed leaves it out.
export function factCard(f, extraClass, opts) {
  const status = [label('fstatus', f.status), opts && opts.proposed ? null : label('verif', f.verification)];
  if (f.kind === 'inference') status.push(t('fact.inferred'));
  return h('div', { className: 'fact ' + (extraClass || '') },
    h('div', { className: 'fact-head' },
      h('strong', { className: 'fact-display', text: f.display }),
      h('span', { className: 'muted', text: ' · ' + label('type', f.type) })),
    h('div', { className: 'fact-meta' },
      status.filter(Boolean).join(' · '),
      codeText(f.code) ? h('span', { className: 'code', text: codeText(f.code) }) : null,
      f.recorded_at ? [' · ', t('fact.recorded'), ' ', when(f.recorded_at)] : null),
    attrList(f.attributes));
}

// provenance says where a fact came from: source kind, session and turn.
export function provenance(src) {
  src = src || {};
  const parts = [h('span', { className: 'source-kind', text: label('source', src.kind) })];
  if (src.session_id) parts.push(h('span', { className: 'id', text: t('fact.session', { id: src.session_id }) }));
  if (src.turn_id) parts.push(h('span', { className: 'id', text: t('fact.turn', { id: src.turn_id }) }));
  return h('span', { className: 'provenance' }, parts);
}

// message says what an APIError means for the user.
export function message(err) {
  switch (err && err.kind) {
    case 'unavailable': return t('err.unavailable');
    case 'conflict': return t('err.conflict');
    case 'notfound': return t('err.notfound');
    case 'forbidden': return t('err.forbidden');
    case 'invalid': return t('err.invalid', { msg: err.message });
    default: return t('err.internal', { status: (err && err.status) || '?' });
  }
}

// errorPanel is an error state with an optional action button.
export function errorPanel(text, actionText, action) {
  return h('div', { className: 'panel error', attrs: { role: 'alert' } },
    h('p', { text }),
    action ? h('button', { type: 'button', className: 'secondary', text: actionText, on: { click: action } }) : null);
}

export function emptyPanel(text) {
  return h('p', { className: 'panel empty', text });
}

// localInput turns an RFC 3339 time into a datetime-local value in the
// browser's zone, and back.
export function toLocalInput(iso) {
  const d = new Date(iso);
  if (isNaN(d)) return '';
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

export function fromLocalInput(v) {
  if (!v) return '';
  const d = new Date(v);
  return isNaN(d) ? null : d.toISOString();
}
