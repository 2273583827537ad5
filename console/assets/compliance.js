// The compliance officer's views: the isolation report with the audit
// chain's verification, and the access log.

import { h } from './dom.js';
import { t, label, fmtTime } from './i18n.js';
import { APIError, call, q } from './api.js';
import { emptyPanel, errorPanel, message, toLocalInput, fromLocalInput } from './ui.js';

export async function complianceView({ handle, stale }) {
  const [report, chain] = await Promise.all([call('GET', '/compliance/isolation-report'), call('GET', '/audit/verify')]);
  if (stale()) return null;
  const chainBox = h('section', { className: 'card', attrs: { 'aria-labelledby': 'chain-h' } });
  const fillChain = (v) => {
    chainBox.replaceChildren(
      h('h2', { id: 'chain-h', text: t('chain.title') }),
      h('p', { className: 'verdict ' + (v.ok ? 'ok' : 'bad'), attrs: { role: 'status' },
        text: v.ok ? t('chain.ok', { n: v.events }) : t('chain.bad', { seq: v.broken_at_seq, n: v.events }) }),
      h('button', { type: 'button', className: 'secondary', text: t('chain.verify'), on: { click: async (ev) => {
        ev.target.disabled = true;
        try {
          fillChain(await call('GET', '/audit/verify'));
        } catch (err) {
          if (!handle(err)) chainBox.append(errorPanel(message(err)));
          ev.target.disabled = false;
        }
      } } }));
  };
  fillChain(chain);

  const isoBox = h('section', { className: 'card', attrs: { 'aria-labelledby': 'iso-h' } });
  const fillReport = (r) => {
    const checks = r.checks || [];
    isoBox.replaceChildren(
      h('h2', { id: 'iso-h', text: t('iso.title') }),
      h('p', { className: 'verdict ' + (r.ok ? 'ok' : 'bad'), id: 'isolation-verdict', attrs: { role: 'status' },
        text: r.ok ? t('iso.ok') : t('iso.bad', { v: r.violations || 0, u: r.unaudited || 0 }) }),
      h('p', { className: 'muted', text: t('iso.checkedAt', { time: fmtTime(r.checked_at) }) }),
      h('table', { className: 'isolation' },
        h('thead', {}, h('tr', {}, ['iso.check', 'iso.store', 'iso.backend', 'iso.checked', 'iso.violations', 'iso.examples'].map((k) => h('th', { scope: 'col', text: t(k) })))),
        h('tbody', {}, checks.map((c) => h('tr', { className: c.violations || c.error ? 'bad' : '' },
          h('td', { className: 'id', text: c.name }),
          h('td', { text: c.store }),
          h('td', { text: c.backend }),
          h('td', { className: 'num', text: (c.checked || 0).toLocaleString() }),
          h('td', { className: 'num', text: String(c.violations || 0) }),
          h('td', { className: 'id small' }, (c.examples || []).join(', '), c.error ? h('div', { className: 'form-error', text: c.error }) : null))))),
      h('button', { type: 'button', className: 'secondary', text: t('iso.run'), on: { click: async (ev) => {
        ev.target.disabled = true;
        try {
          fillReport(await call('GET', '/compliance/isolation-report'));
        } catch (err) {
          if (!handle(err)) isoBox.append(errorPanel(message(err)));
          ev.target.disabled = false;
        }
      } } }));
  };
  fillReport(report);
  return h('section', { className: 'compliance-view' }, h('h1', { text: t('comp.title') }), isoBox, chainBox);
}

const accessPage = 200;

export async function accessView({ params, handle, stale }) {
  const patient = params.get('patient') || '';
  const since = params.get('since') || '';
  const until = params.get('until') || '';

  const patientInput = h('input', { id: 'access-patient', value: patient, attrs: { autocomplete: 'off', spellcheck: 'false', maxlength: 128 } });
  const fromInput = h('input', { id: 'access-from', type: 'datetime-local', value: since ? toLocalInput(since) : '', attrs: { step: 1 } });
  const toInput = h('input', { id: 'access-to', type: 'datetime-local', value: until ? toLocalInput(until) : '', attrs: { step: 1 } });
  const formError = h('p', { className: 'form-error', attrs: { role: 'alert' } });
  const form = h('form', { className: 'filters', attrs: { 'aria-label': t('access.form') }, on: { submit: (ev) => {
    ev.preventDefault();
    const s = fromLocalInput(fromInput.value), u = fromLocalInput(toInput.value);
    if (s === null || u === null || fromInput.validity.badInput || toInput.validity.badInput) { formError.textContent = t('record.badTime'); return; }
    location.hash = '#/access' + q({ patient: patientInput.value.trim(), since: s, until: u });
  } } },
  h('label', { htmlFor: 'access-patient', text: t('access.patient') }), patientInput,
  h('label', { htmlFor: 'access-from', text: t('access.from') }), fromInput,
  h('label', { htmlFor: 'access-to', text: t('access.to') }), toInput,
  h('button', { type: 'submit', text: t('access.apply') }),
  formError);

  // The API filters by patient and start time and pages by time; the end
  // of the range is applied here.
  const end = until ? new Date(until).getTime() : Infinity;
  const inRange = (a) => new Date(a.at).getTime() <= end;
  const fetchPage = (from) => call('GET', '/audit/access' + q({ patient_id: patient, since: from, limit: accessPage }));

  let page = (await fetchPage(since)).access || [];
  if (stale()) return null;
  const rows = h('tbody');
  const count = h('p', { className: 'muted', attrs: { role: 'status' } });
  const more = h('button', { type: 'button', className: 'secondary', text: t('access.more') });
  let shown = 0;
  let last = null;
  const add = (entries, fetched) => {
    for (const a of entries.filter(inRange)) {
      rows.append(h('tr', {},
        h('td', { className: 'nowrap', text: fmtTime(a.at) }),
        h('td', { className: 'id', text: a.key_id }),
        h('td', { text: label('role', a.role) }),
        h('td', { className: 'id', text: a.route }),
        h('td', { className: 'id', text: a.patient_id }),
        h('td', { className: 'num', text: String(a.items) })));
      shown++;
    }
    last = fetched.length ? fetched[fetched.length - 1] : last;
    count.textContent = t('access.count', { n: shown });
    // A full page that has not passed the end of the range may have more.
    more.hidden = fetched.length < accessPage || !last || !inRange(last);
  };
  more.addEventListener('click', async () => {
    more.disabled = true;
    try {
      // Entries at the last instant come again: drop the ones already shown.
      const seen = new Set(page.filter((a) => a.at === last.at).map((a) => JSON.stringify(a)));
      page = (await fetchPage(last.at)).access || [];
      add(page.filter((a) => !(a.at === last.at && seen.has(JSON.stringify(a)))), page);
    } catch (err) {
      if (!handle(err)) more.after(errorPanel(err instanceof APIError ? message(err) : String(err)));
    } finally {
      more.disabled = false;
    }
  });
  add(page, page);

  const table = h('table', { className: 'access' },
    h('thead', {}, h('tr', {}, ['access.at', 'access.key', 'access.role', 'access.route', 'access.patient', 'access.items'].map((k) => h('th', { scope: 'col', text: t(k) })))),
    rows);
  return h('section', { className: 'access-view' },
    h('h1', { text: t('access.title') }),
    h('p', { className: 'muted', text: t('access.intro') }),
    form,
    shown ? [count, table, more] : emptyPanel(t('access.empty')));
}
