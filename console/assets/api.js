// The console's only way to the server: the /v1 API with the signed-in key
// as a bearer header. The key lives in this tab's sessionStorage, never in
// a URL, a cookie or localStorage, so closing the tab forgets it.

const keyName = 'memoryd.console.key';
const roleName = 'memoryd.console.role';

export function session() {
  const key = sessionStorage.getItem(keyName);
  const role = sessionStorage.getItem(roleName);
  return key && role ? { key, role } : null;
}

export function signIn(key, role) {
  sessionStorage.setItem(keyName, key);
  sessionStorage.setItem(roleName, role);
}

export function signOut() {
  sessionStorage.removeItem(keyName);
  sessionStorage.removeItem(roleName);
}

// APIError.kind is what the console does about it: auth (sign in again),
// forbidden, notfound, conflict, invalid (the server's message says why),
// unavailable (a backend is down or the network failed; nothing changed)
// and internal.
export class APIError extends Error {
  constructor(kind, status, message) {
    super(message || kind);
    this.kind = kind;
    this.status = status;
  }
}

function kindOf(status) {
  switch (status) {
    case 400: case 413: return 'invalid';
    case 401: return 'auth';
    case 403: return 'forbidden';
    case 404: return 'notfound';
    case 409: return 'conflict';
    case 503: case 502: case 504: return 'unavailable';
    default: return 'internal';
  }
}

// call sends one request and returns the decoded JSON body, or throws an
// APIError. path is relative to /v1 and already escaped. The URL is
// resolved against the page's, so the console works under a path prefix.
export async function call(method, path, body, key) {
  key = key || (session() || {}).key || '';
  const headers = { Authorization: 'Bearer ' + key, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let resp;
  try {
    resp = await fetch(new URL('../v1' + path, document.baseURI), {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store', credentials: 'omit', redirect: 'error',
    });
  } catch (e) {
    throw new APIError('unavailable', 0, '');
  }
  let data = null;
  try {
    data = await resp.json();
  } catch (e) {
    if (resp.ok) throw new APIError('internal', resp.status, 'the response was not JSON');
  }
  if (!resp.ok) {
    const msg = data && data.error && typeof data.error.message === 'string' ? data.error.message : '';
    throw new APIError(kindOf(resp.status), resp.status, msg);
  }
  return data;
}

// probeRole says which console a key may use: 'clinician' if it may list
// claims, 'compliance' if it may read the access log, null for any other
// valid key (agent, admin). A bad key throws APIError auth. Neither probe
// writes anything, the access log included.
export async function probeRole(key) {
  for (const [role, path] of [['clinician', '/claims?limit=1'], ['compliance', '/audit/access?limit=1']]) {
    try {
      await call('GET', path, undefined, key);
      return role;
    } catch (e) {
      if (!(e instanceof APIError) || e.kind !== 'forbidden') throw e;
    }
  }
  return null;
}

// q builds a query string from the non-empty values of params.
export function q(params) {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') sp.set(k, v);
  const s = sp.toString();
  return s ? '?' + s : '';
}

export const seg = encodeURIComponent;
