// The clinician's claims: the list (filter, paging) and one claim's
// detail with its evidence and the confirm and reject forms.

import { h, highlighted } from './dom.js';
import { t, label, fmtTime } from './i18n.js';
import { APIError, call, q, seg } from './api.js';
import { when, reasonBadge, statusBadge, factCard, proposal, message, emptyPanel, errorPanel } from './ui.js';

const pageSize = 25;
const statuses = ['pending', 'confirmed', 'rejected'];
const factTypes = ['condition', 'medication', 'allergy', 'observation', 'symptom', 'procedure', 'event', 'family_history'];
const factStatuses = ['active', 'inactive', 'resolved', 'stopped'];

// lastList is the list the user came from, so that "back" and a decision
// return to the same filter and page.
let lastList = '#/claims';
// trail holds the cursors of the pages seen under one filter, for
// "previous page": the API pages forward only.
let trail = { filter: null, cursors: [''] };

export async function claimsList({ params, stale }) {
  const status = statuses.includes(params.get('status')) ? params.get('status') : 'pending';
  const patient = params.get('patient') || '';
  const cursor = params.get('cursor') || '';
  const data = await call('GET', '/claims' + q({ status, patient_id: patient, limit: pageSize, cursor }));
  if (stale()) return null;
  lastList = location.hash || '#/claims';

  const filter = status + '\n' + patient;
  if (trail.filter !== filter) trail = { filter, cursors: [''] };
  let page = trail.cursors.indexOf(cursor);
  if (page < 0) { trail.cursors.push(cursor); page = trail.cursors.length - 1; } else trail.cursors.length = page + 1;
  const listHash = (c) => '#/claims' + q({ status: status === 'pending' ? '' : status, patient, cursor: c });

  const patientInput = h('input', { id: 'filter-patient', value: patient, attrs: { autocomplete: 'off', spellcheck: 'false', maxlength: 128 } });
  const statusSelect = h('select', { id: 'filter-status' },
    statuses.map((s) => h('option', { value: s, selected: s === status, text: label('status', s) })));
  const filterForm = h('form', { className: 'filters', attrs: { 'aria-label': t('filter.label') }, on: { submit: (ev) => {
    ev.preventDefault();
    const s = statusSelect.value;
    location.hash = '#/claims' + q({ status: s === 'pending' ? '' : s, patient: patientInput.value.trim() });
  } } },
  h('label', { htmlFor: 'filter-patient', text: t('filter.patient') }), patientInput,
  h('label', { htmlFor: 'filter-status', text: t('filter.status') }), statusSelect,
  h('button', { type: 'submit', text: t('filter.apply') }),
  patient || status !== 'pending' ? h('a', { href: '#/claims', className: 'button secondary', text: t('filter.clear') }) : null);

  const claims = data.claims || [];
  let body;
  if (!claims.length) {
    const st = label('status', status);
    body = emptyPanel(patient ? t('claims.emptyPatient', { status: st, patient }) : t('claims.empty', { status: st }));
  } else {
    body = h('table', { className: 'claims', id: 'claims-table' },
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col', text: t('col.claim') }),
        h('th', { scope: 'col', text: t('col.patient') }),
        h('th', { scope: 'col', text: t('col.reason') }),
        h('th', { scope: 'col', text: t('col.said') }),
        h('th', { scope: 'col', text: t('col.raised') }),
        status !== 'pending' ? h('th', { scope: 'col', text: t('col.resolved') }) : null)),
      h('tbody', {}, claims.map((c) => h('tr', { dataset: { claim: c.id } },
        h('td', {},
          h('a', { href: '#/claims/' + seg(c.id), className: 'claim-link', text: proposal(c.proposed) || c.id }),
          h('div', { className: 'muted small', text: label('type', c.proposed && c.proposed.type) })),
        h('td', { className: 'id', text: c.patient_id }),
        h('td', {}, reasonBadge(c.reason)),
        h('td', { className: 'said' }, h('span', { className: 'quote', attrs: { title: c.text }, text: excerpt(c.text, 90) })),
        h('td', { className: 'nowrap' }, when(c.created_at)),
        status !== 'pending' ? h('td', { className: 'nowrap' }, statusBadge(c.status), ' ', when(c.resolved_at)) : null))));
  }

  const pager = h('nav', { className: 'pager', attrs: { 'aria-label': t('page.n', { n: page + 1 }) } },
    page > 0 ? h('a', { className: 'button secondary', href: listHash(trail.cursors[page - 1]), text: t('page.prev') }) : null,
    page > 0 || data.next_cursor ? h('span', { className: 'muted', text: t('page.n', { n: page + 1 }) }) : null,
    data.next_cursor ? h('a', { className: 'button secondary', href: listHash(data.next_cursor), text: t('page.next') }) : null);

  const view = h('section', { className: 'claims-view' },
    h('h1', { text: t('claims.title.' + status) }),
    h('p', { className: 'muted', text: t('claims.intro') }),
    filterForm, body, pager,
    claims.length ? h('p', { className: 'muted small keys', text: t('claims.keys') }) : null);
  listKeys(view, patientInput);
  return view;
}

function excerpt(text, n) {
  const chars = Array.from(text || '');
  return chars.length > n ? chars.slice(0, n - 1).join('') + '…' : chars.join('');
}

// listKeys moves through the rows with j/k and the arrow keys, and "/"
// jumps to the patient filter. The handler is dropped when the view leaves
// the document.
function listKeys(view, filterInput) {
  const onKey = (ev) => {
    if (!view.isConnected) { document.removeEventListener('keydown', onKey); return; }
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const typing = ev.target.closest && ev.target.closest('input, textarea, select');
    if (typing) return;
    if (ev.key === '/') { ev.preventDefault(); filterInput.focus(); return; }
    const links = [...view.querySelectorAll('a.claim-link')];
    if (!links.length) return;
    const at = links.indexOf(document.activeElement);
    let next = null;
    if (ev.key === 'j' || ev.key === 'ArrowDown') next = at < 0 ? 0 : Math.min(at + 1, links.length - 1);
    if (ev.key === 'k' || ev.key === 'ArrowUp') next = at < 0 ? 0 : Math.max(at - 1, 0);
    // The arrows scroll the page unless a row has focus.
    if (next === null || (ev.key.startsWith('Arrow') && at < 0)) return;
    ev.preventDefault();
    links[next].focus();
  };
  document.addEventListener('keydown', onKey);
}

export async function claimDetail({ arg, navigate, flash, handle, stale }) {
  const c = await call('GET', '/claims/' + seg(arg));
  if (stale()) return null;
  const ev = c.evidence || {};
  const p = c.proposed || {};
  const conflictIds = c.conflicts_with || [];
  const related = ev.related_facts || [];
  const conflicts = related.filter((f) => conflictIds.includes(f.id));
  const others = related.filter((f) => !conflictIds.includes(f.id));
  const gone = conflictIds.filter((id) => !related.some((f) => f.id === id));

  const header = h('header', { className: 'claim-head' },
    h('a', { href: lastList, className: 'back', text: '← ' + t('claim.back') }),
    h('h1', {}, proposal(p) || c.id, ' ', h('span', { className: 'muted h1-type', text: label('type', p.type) })),
    h('div', { className: 'claim-meta' },
      reasonBadge(c.reason), statusBadge(c.status),
      meta(t('claim.patient'), h('a', { href: '#/record' + q({ patient: c.patient_id }), className: 'id', text: c.patient_id })),
      c.session_id ? meta(t('claim.session'), h('span', { className: 'id', text: c.session_id })) : null,
      meta(t('claim.raised'), when(c.created_at)),
      meta(t('claim.confidence'), Math.round((c.confidence || 0) * 100) + '%')));

  const explanation = h('div', { className: 'panel why' },
    h('h2', { text: t('claim.why') }),
    h('p', { text: label('reasonHelp', c.reason) }),
    c.explanation ? h('p', { className: 'explanation', text: c.explanation }) : null);

  const said = h('section', { className: 'card', attrs: { 'aria-labelledby': 'said-h' } },
    h('h2', { id: 'said-h', text: t('claim.said') }),
    conversation(c, ev));

  const proposed = h('section', { className: 'card', attrs: { 'aria-labelledby': 'proposed-h' } },
    h('h2', { id: 'proposed-h', text: t('claim.proposed') }),
    factCard({ ...p, recorded_at: null }, 'proposed', { proposed: true }));

  const conflictBox = conflictIds.length ? h('section', { className: 'card conflicts', attrs: { 'aria-labelledby': 'conflicts-h' } },
    h('h2', { id: 'conflicts-h', text: t('claim.conflicts') }),
    conflicts.map((f) => factCard(f, 'conflict')),
    gone.map((id) => h('p', { className: 'muted', text: t('claim.conflictGone', { id }) }))) : null;

  const relatedBox = h('section', { className: 'card', attrs: { 'aria-labelledby': 'related-h' } },
    h('h2', { id: 'related-h', text: t('claim.related') }),
    others.length ? others.map((f) => factCard(f)) : h('p', { className: 'muted', text: t(conflictIds.length ? 'claim.noOtherRelated' : 'claim.noRelated') }),
    h('p', {}, h('a', { href: '#/record' + q({ patient: c.patient_id }), text: t('claim.openRecord') })));

  const decision = c.status === 'pending'
    ? reviewForms(c, { navigate, flash, handle })
    : h('section', { className: 'card resolution', attrs: { 'aria-labelledby': 'review-h' } },
      h('h2', { id: 'review-h', text: t('claim.review') }),
      h('p', {}, statusBadge(c.status), ' ', t('claim.resolution', { when: fmtTime(c.resolved_at), by: c.resolved_by || '?' })),
      c.note ? h('p', {}, h('strong', { text: t('claim.note.label') + ': ' }), c.note) : null);

  return h('article', { className: 'claim-view' },
    header,
    h('div', { className: 'claim-grid' },
      h('div', { className: 'claim-main' }, said, explanation, relatedBox),
      h('div', { className: 'claim-side' }, proposed, conflictBox, decision)));
}

function meta(name, value) {
  return h('span', { className: 'meta' }, h('span', { className: 'muted', text: name + ' ' }), value);
}

// conversation lists the neighbouring turns and the source turn in order,
// with the source's words marked. Every text is set as text, never HTML.
function conversation(c, ev) {
  const src = ev.source_turn;
  if (!src) {
    return [h('p', { className: 'muted', text: t('claim.noTurn') }),
      h('blockquote', { className: 'turn source' }, h('p', { className: 'utterance' }, highlighted(c.text, c.span)))];
  }
  const turns = [...(ev.neighbouring_turns || []), src].sort((a, b) => a.seq - b.seq);
  return h('ol', { className: 'conversation' }, turns.map((turn) => {
    const isSource = turn.turn_id === src.turn_id;
    return h('li', { className: 'turn role-' + String(turn.role).replace(/[^a-z]/g, '') + (isSource ? ' source' : ''), attrs: { 'aria-current': isSource ? 'true' : null } },
      h('div', { className: 'turn-head' },
        h('strong', { text: label('speaker', turn.role) }),
        h('span', { className: 'muted small' }, ' #' + turn.seq + ' · ', when(turn.at)),
        isSource ? h('span', { className: 'badge source-badge', text: t('claim.source') }) : null),
      h('p', { className: 'utterance', attrs: { lang: turn.lang === 'zh' ? 'zh-CN' : turn.lang === 'en' ? 'en' : null } },
        isSource ? highlighted(turn.text, c.span) : turn.text));
  }));
}

function reviewForms(c, { navigate, flash, handle }) {
  const p = c.proposed || {};
  const status = h('div', { className: 'review-status', attrs: { role: 'alert' } });
  const buttons = [];
  const show = (err) => {
    if (handle(err)) return;
    const again = err instanceof APIError && err.kind === 'conflict';
    status.replaceChildren(errorPanel(err instanceof APIError ? message(err) : t('err.internal', { status: '?' }),
      again ? t('refresh') : null, again ? () => navigate(location.hash) : null));
  };
  const submit = async (kind, note, fact) => {
    if (new TextEncoder().encode(note).length > 4000) { status.replaceChildren(errorPanel(t('claim.noteTooLong'))); return; }
    buttons.forEach((b) => { b.disabled = true; });
    status.replaceChildren(h('p', { className: 'muted', attrs: { role: 'status' }, text: t('claim.saving') }));
    try {
      const body = { note };
      if (fact) body.fact = fact;
      await call('POST', '/claims/' + seg(c.id) + '/' + kind, body);
      flash(t(kind === 'confirm' ? 'claim.confirmed' : 'claim.rejected', { display: proposal(fact || p) || c.id }));
      navigate(lastList);
    } catch (err) {
      show(err);
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
    }
  };

  // Confirm, with an optional edit of the proposed fact.
  const confirmNote = h('input', { id: 'confirm-note', type: 'text', attrs: { autocomplete: 'off', maxlength: 4000 } });
  const editToggle = h('input', { id: 'edit-toggle', type: 'checkbox' });
  const fType = select('edit-type', factTypes, p.type, (v) => label('type', v));
  const fDisplay = h('input', { id: 'edit-display', type: 'text', value: p.display || '', attrs: { maxlength: 500, autocomplete: 'off' } });
  const fStatus = select('edit-status', factStatuses, p.status || 'active', (v) => label('fstatus', v));
  const fSystem = h('input', { id: 'edit-system', type: 'text', value: (p.code && p.code.system) || '', attrs: { autocomplete: 'off' } });
  const fCode = h('input', { id: 'edit-code', type: 'text', value: (p.code && p.code.code) || '', attrs: { autocomplete: 'off' } });
  const fAttrs = h('textarea', { id: 'edit-attrs', rows: 3, value: Object.entries(p.attributes || {}).filter(([k]) => k !== 'concept_id').map(([k, v]) => k + ': ' + v).join('\n') });
  const editFields = h('fieldset', { className: 'edit', disabled: true, hidden: true },
    h('legend', { className: 'sr-only', text: t('claim.edit') }),
    field('edit-type', t('fact.type'), fType),
    field('edit-display', t('fact.display'), fDisplay),
    field('edit-status', t('fact.status'), fStatus),
    h('div', { className: 'row' }, field('edit-system', t('fact.codeSystem'), fSystem), field('edit-code', t('fact.code'), fCode)),
    field('edit-attrs', t('edit.attributes'), fAttrs));
  editToggle.addEventListener('change', () => {
    editFields.disabled = editFields.hidden = !editToggle.checked;
    if (editToggle.checked) fDisplay.focus();
  });
  const confirmButton = h('button', { type: 'submit', className: 'confirm', id: 'confirm-button', text: t('claim.confirm') });
  buttons.push(confirmButton);
  const confirmForm = h('form', { className: 'decide', id: 'confirm-form', on: { submit: (ev) => {
    ev.preventDefault();
    let fact = null;
    if (editToggle.checked) {
      fact = editedFact(p, fType.value, fDisplay.value, fStatus.value, fSystem.value, fCode.value, fAttrs.value);
      if (typeof fact === 'string') { status.replaceChildren(errorPanel(fact)); return; }
    }
    submit('confirm', confirmNote.value.trim(), fact);
  } } },
  field('confirm-note', t('claim.confirmNote'), confirmNote),
  h('label', { className: 'check', htmlFor: 'edit-toggle' }, editToggle, ' ', t('claim.edit')),
  editFields,
  h('div', { className: 'actions' }, confirmButton, h('span', { className: 'muted small', text: t('claim.confirmHelp') })));

  const rejectNote = h('input', { id: 'reject-note', type: 'text', attrs: { autocomplete: 'off', maxlength: 4000 } });
  const rejectButton = h('button', { type: 'submit', className: 'reject', id: 'reject-button', text: t('claim.reject') });
  buttons.push(rejectButton);
  const rejectForm = h('form', { className: 'decide', id: 'reject-form', on: { submit: (ev) => {
    ev.preventDefault();
    submit('reject', rejectNote.value.trim(), null);
  } } },
  field('reject-note', t('claim.rejectNote'), rejectNote),
  h('div', { className: 'actions' }, rejectButton, h('span', { className: 'muted small', text: t('claim.rejectHelp') })));

  return h('section', { className: 'card review', attrs: { 'aria-labelledby': 'review-h' } },
    h('h2', { id: 'review-h', text: t('claim.review') }),
    confirmForm, h('hr'), rejectForm, status);
}

function field(id, text, control) {
  return h('div', { className: 'field' }, h('label', { htmlFor: id, text }), control);
}

function select(id, values, selected, text) {
  const opts = values.includes(selected) || !selected ? values : [selected, ...values];
  return h('select', { id }, opts.map((v) => h('option', { value: v, selected: v === selected, text: text(v) })));
}

// editedFact builds the confirm body's fact from the edit form, or returns
// what is wrong with it. The lexicon's concept id is kept only while the
// type and name are unchanged; otherwise the service looks it up again.
function editedFact(p, type, display, status, system, code, attrText) {
  display = display.trim();
  if (!display) return t('edit.displayRequired');
  const attributes = {};
  const lines = attrText.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const m = line.match(/^([^:=]+)[:=](.*)$/);
    if (!m || !m[1].trim()) return t('edit.badAttr', { n: i + 1 });
    attributes[m[1].trim()] = m[2].trim();
  }
  const concept = p.attributes && p.attributes.concept_id;
  if (concept && type === p.type && display === p.display) attributes.concept_id = concept;
  return { type, display, status, code: { system: system.trim(), code: code.trim() }, attributes };
}

