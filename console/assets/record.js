// A patient's record, now or as it stood at a chosen time, with where each
// fact came from.

import { h } from './dom.js';
import { t, label, fmtTime } from './i18n.js';
import { APIError, call, q, seg } from './api.js';
import { attrList, codeText, provenance, emptyPanel, errorPanel, toLocalInput, fromLocalInput } from './ui.js';

export async function recordView({ params, stale }) {
  const patient = params.get('patient') || '';
  const asOf = params.get('as_of') || '';

  const patientInput = h('input', { id: 'record-patient', value: patient, required: true, attrs: { autocomplete: 'off', spellcheck: 'false', maxlength: 128 } });
  const asOfInput = h('input', { id: 'record-asof', type: 'datetime-local', value: asOf ? toLocalInput(asOf) : '', attrs: { step: 1 } });
  const formError = h('p', { className: 'form-error', attrs: { role: 'alert' } });
  const go = (when) => {
    const p = patientInput.value.trim();
    if (!p) { patientInput.focus(); return; }
    location.hash = '#/record' + q({ patient: p, as_of: when });
  };
  const form = h('form', { className: 'filters', attrs: { 'aria-label': t('record.form') }, on: { submit: (ev) => {
    ev.preventDefault();
    const when = fromLocalInput(asOfInput.value);
    // A half-filled picker reads as empty in some browsers; say so
    // rather than silently showing "now".
    if (when === null || (asOfInput.validity && asOfInput.validity.badInput)) { formError.textContent = t('record.badTime'); asOfInput.focus(); return; }
    go(when);
  } } },
  h('label', { htmlFor: 'record-patient', text: t('record.patient') }), patientInput,
  h('label', { htmlFor: 'record-asof', text: t('record.asOf') }), asOfInput,
  h('button', { type: 'submit', text: t('record.show') }),
  h('button', { type: 'button', className: 'secondary', text: t('record.now'), on: { click: () => { asOfInput.value = ''; go(''); } } }),
  formError);

  if (!patient) {
    return h('section', {}, h('h1', { text: t('record.pick') }), h('p', { className: 'muted', text: t('record.help') }), form);
  }
  let data;
  try {
    data = await call('GET', '/patients/' + seg(patient) + '/record' + q({ as_of: asOf }));
  } catch (err) {
    if (!(err instanceof APIError) || err.kind !== 'notfound') throw err;
    return h('section', {}, h('h1', { text: t('record.title', { patient }) }), form, errorPanel(t('record.notFound', { patient })));
  }
  if (stale()) return null;
  const facts = data.facts || [];
  const summary = asOf ? t('record.showingAsOf', { time: fmtTime(data.as_of || asOf), n: facts.length }) : t('record.showingNow', { n: facts.length });
  const table = !facts.length ? emptyPanel(t('record.empty')) : h('table', { className: 'record' },
    h('thead', {}, h('tr', {},
      ['col.type', 'col.fact', 'col.status', 'col.provenance', 'col.recorded', 'col.validFrom'].map((k) => h('th', { scope: 'col', text: t(k) })))),
    h('tbody', {}, facts.map((f) => h('tr', { className: f.kind === 'inference' ? 'inference' : '' },
      h('td', { text: label('type', f.type) }),
      h('td', {},
        h('strong', { text: f.display }),
        codeText(f.code) ? h('span', { className: 'code', text: codeText(f.code) }) : null,
        attrList(f.attributes)),
      h('td', {}, [label('fstatus', f.status), label('verif', f.verification), f.kind === 'inference' ? t('fact.inferred') : null].filter(Boolean).join(' · ')),
      h('td', {}, provenance(f.source)),
      h('td', { className: 'nowrap', text: fmtTime(f.recorded_at) }),
      h('td', { className: 'nowrap', text: fmtTime(f.valid_from) })))));
  return h('section', { className: 'record-view' },
    h('h1', { text: t('record.title', { patient }) }),
    form,
    h('p', { className: 'summary', attrs: { role: 'status' }, text: summary }),
    table);
}
