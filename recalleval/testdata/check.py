#!/usr/bin/env python3
"""Check the recall-evaluation corpus in this folder.

    python3 recalleval/testdata/check.py          # validate everything, exit 1 on any error
    python3 recalleval/testdata/check.py --show   # also print every query with its gold turns

Checks: valid UTF-8 JSON; required fields and types; ids unique; `split` matches the file;
every `case` exists in the referenced corpus file and that file has the same split; gold
indexes sorted, unique and in range; `about` from the fixed set; episodes: roles, 2-8 turns,
filler episodes carry no questions, clinical ones 1-2, confounds exist in the same file and
are listed both ways; no episode text reused between dev and test.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
CORPUS = os.path.join(ROOT, 'understand', 'testdata', 'corpus')

ABOUT = {'medication', 'allergy', 'symptom', 'history', 'family', 'social', 'plan',
         'measurement', 'other'}
ROLES = {'patient', 'assistant', 'clinician'}

QUESTION_FILES = {
    'primock57-dev.json': 'dev',
    'primock57-test.json': 'test',
    'mts-dialog-dev.json': 'dev',
    'mts-dialog-test.json': 'test',
}
EPISODE_FILES = {
    'en-dev.json': ('dev', 'en'),
    'en-test.json': ('test', 'en'),
    'zh-dev.json': ('dev', 'zh'),
    'zh-test.json': ('test', 'zh'),
    'en-dev2.json': ('dev', 'en'),
    'zh-dev2.json': ('dev', 'zh'),
    'en-dev3.json': ('dev', 'en'),
    'zh-dev3.json': ('dev', 'zh'),
    'en-test2.json': ('test', 'en'),
    'zh-test2.json': ('test', 'zh'),
    'en-dev4.json': ('dev', 'en'),
    'zh-dev4.json': ('dev', 'zh'),
    'en-test3.json': ('test', 'en'),
    'zh-test3.json': ('test', 'zh'),
}

errors = []


def err(msg):
    errors.append(msg)


def load(path):
    with open(path, 'rb') as f:
        raw = f.read()
    try:
        text = raw.decode('utf-8')
    except UnicodeDecodeError as e:
        err(f'{path}: not UTF-8: {e}')
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        err(f'{path}: invalid JSON: {e}')
        return None


_corpus_cache = {}


def corpus_file(rel):
    if rel not in _corpus_cache:
        path = os.path.join(CORPUS, rel)
        if not os.path.isfile(path):
            _corpus_cache[rel] = None
        else:
            _corpus_cache[rel] = load(path)
    return _corpus_cache[rel]


def check_gold(where, gold, n):
    if not isinstance(gold, list) or not gold:
        err(f'{where}: gold must be a non-empty list')
        return False
    if not all(isinstance(g, int) and not isinstance(g, bool) for g in gold):
        err(f'{where}: gold must hold integers')
        return False
    if gold != sorted(set(gold)):
        err(f'{where}: gold must be sorted and unique: {gold}')
    bad = [g for g in gold if g < 0 or g >= n]
    if bad:
        err(f'{where}: gold index out of range 0..{n - 1}: {bad}')
        return False
    return True


def check_questions(show):
    ids = set()
    counts = {}
    for fname, split in QUESTION_FILES.items():
        path = os.path.join(HERE, 'questions', fname)
        if not os.path.isfile(path):
            err(f'missing {path}')
            continue
        data = load(path)
        if data is None:
            continue
        if data.get('split') != split:
            err(f'{fname}: split {data.get("split")!r}, want {split!r}')
        qs = data.get('questions')
        if not isinstance(qs, list) or not qs:
            err(f'{fname}: no questions')
            continue
        counts[fname] = len(qs)
        for q in qs:
            qid = q.get('id')
            where = f'{fname}:{qid}'
            for key, typ in (('id', str), ('case', str), ('file', str), ('query', str),
                             ('lang', str), ('gold', list), ('about', str)):
                if not isinstance(q.get(key), typ):
                    err(f'{where}: field {key!r} missing or not {typ.__name__}')
            if qid in ids:
                err(f'{where}: duplicate id')
            ids.add(qid)
            if q.get('lang') != 'en':
                err(f'{where}: lang {q.get("lang")!r}')
            if q.get('about') not in ABOUT:
                err(f'{where}: about {q.get("about")!r} not in {sorted(ABOUT)}')
            if not str(q.get('query', '')).strip():
                err(f'{where}: empty query')
            src = corpus_file(q.get('file', ''))
            if src is None:
                err(f'{where}: corpus file {q.get("file")!r} not found or unreadable')
                continue
            if src.get('split') != split:
                err(f'{where}: corpus file split {src.get("split")!r} differs from {split!r}')
            case = next((c for c in src.get('cases', []) if c.get('id') == q.get('case')), None)
            if case is None:
                err(f'{where}: case {q.get("case")!r} not in {q.get("file")}')
                continue
            turns = case.get('turns', [])
            if not check_gold(where, q.get('gold'), len(turns)):
                continue
            if show:
                print(f'\n== {where} [{q["about"]}] {q["query"]}')
                for g in q['gold']:
                    t = turns[g]
                    print(f'   {g:3d} {t["role"][:4]}: {t["text"]}')
    return counts


def check_episodes(show):
    all_ids = set()
    texts = {'dev': set(), 'test': set()}
    counts = {}
    for fname, (split, lang) in EPISODE_FILES.items():
        path = os.path.join(HERE, 'episodes', fname)
        if not os.path.isfile(path):
            err(f'missing {path}')
            continue
        data = load(path)
        if data is None:
            continue
        if data.get('split') != split:
            err(f'{fname}: split {data.get("split")!r}, want {split!r}')
        if data.get('lang') != lang:
            err(f'{fname}: lang {data.get("lang")!r}, want {lang!r}')
        eps = data.get('episodes')
        if not isinstance(eps, list) or not eps:
            err(f'{fname}: no episodes')
            continue
        by_id = {}
        nq = nfill = 0
        for ep in eps:
            eid = ep.get('id')
            where = f'{fname}:{eid}'
            if not isinstance(eid, str):
                err(f'{where}: id missing')
                continue
            if eid in all_ids:
                err(f'{where}: duplicate episode id')
            all_ids.add(eid)
            by_id[eid] = ep
            turns = ep.get('turns')
            if not isinstance(turns, list) or not 2 <= len(turns) <= 8:
                err(f'{where}: want 2-8 turns, have {len(turns) if isinstance(turns, list) else turns!r}')
                turns = turns if isinstance(turns, list) else []
            for i, t in enumerate(turns):
                if t.get('role') not in ROLES:
                    err(f'{where}: turn {i} role {t.get("role")!r}')
                if not isinstance(t.get('text'), str) or not t['text'].strip():
                    err(f'{where}: turn {i} empty text')
                else:
                    texts[split].add(t['text'].strip())
            qs = ep.get('questions', [])
            conf = ep.get('confounds', [])
            if not isinstance(qs, list) or not isinstance(conf, list):
                err(f'{where}: questions and confounds must be lists')
                continue
            filler = not qs
            if filler:
                nfill += 1
                if conf:
                    err(f'{where}: filler episode should not list confounds')
            elif len(qs) > 2:
                err(f'{where}: want 1-2 questions, have {len(qs)}')
            for q in qs:
                qwhere = f'{where}:{q.get("id")}'
                nq += 1
                if not isinstance(q.get('id'), str) or not q['id'].startswith(eid + '-q'):
                    err(f'{qwhere}: question id should start with {eid}-q')
                if q.get('id') in all_ids:
                    err(f'{qwhere}: duplicate id')
                all_ids.add(q.get('id'))
                if not isinstance(q.get('query'), str) or not q['query'].strip():
                    err(f'{qwhere}: empty query')
                if q.get('about') not in ABOUT:
                    err(f'{qwhere}: about {q.get("about")!r}')
                if check_gold(qwhere, q.get('gold'), len(turns)) and show:
                    print(f'\n== {qwhere} [{q["about"]}] {q["query"]}')
                    for g in q['gold']:
                        print(f'   {g:2d} {turns[g]["role"][:4]}: {turns[g]["text"]}')
        for eid, ep in by_id.items():
            for c in ep.get('confounds', []):
                if c not in by_id:
                    err(f'{fname}:{eid}: confound {c!r} not in this file')
                elif eid not in by_id[c].get('confounds', []):
                    err(f'{fname}:{eid}: confound {c!r} does not list {eid} back')
                elif not by_id[c].get('questions'):
                    err(f'{fname}:{eid}: confound {c!r} is a filler episode')
        counts[fname] = (len(eps), nfill, nq)
    shared = texts['dev'] & texts['test']
    for t in sorted(shared):
        err(f'episode turn text appears in both dev and test: {t[:60]!r}')
    return counts


def main():
    show = '--show' in sys.argv[1:]
    qc = check_questions(show)
    ec = check_episodes(show)
    print()
    for f, n in qc.items():
        print(f'questions/{f}: {n} questions')
    for f, (n, nfill, nq) in ec.items():
        print(f'episodes/{f}: {n} episodes ({nfill} filler), {nq} questions')
    if errors:
        print(f'\n{len(errors)} error(s):')
        for e in errors:
            print('  ' + e)
        sys.exit(1)
    print('\nOK')


if __name__ == '__main__':
    main()
