package console_test

import (
	"context"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// TestConsoleInChromium is issue 12's acceptance check of the console, in
// real headless Chromium against memoryd's real handler: a clinician signs
// in, lists the pending claims, confirms one and rejects another (checked
// through the API, not the page), sees the record; a compliance officer
// sees the isolation report; a revoked key sends the user back to sign in;
// a backend outage and a claim resolved elsewhere say that nothing changed.
// Screenshots at 1366x768 go to $MEMORYD_TEST_ARTIFACTS (default
// testdata/out).
func TestConsoleInChromium(t *testing.T) {
	exe := chromium(t)
	s := startService(t)
	k := s.tenant(t, "clinic")
	claims := seed(t, s, k)
	b := openBrowser(t, exe, s.srv.URL)
	var confirmedAt string // when the contradiction was confirmed
	// The steps tell one story in one tab: after a failed step the rest
	// would only fail for its sake.
	step := func(name string, fn func(t *testing.T)) {
		t.Helper()
		if !t.Failed() {
			t.Run(name, fn)
		}
	}

	step("a clinician signs in and sees the pending claims", func(t *testing.T) {
		b.do(t, chromedp.Navigate(s.srv.URL+"/console"), chromedp.WaitVisible(chromedp.ID("signin-key")))
		b.shot(t, "01-sign-in")
		b.signIn(t, k["clinician"].secret)
		b.waitJS(t, `document.querySelectorAll('#claims-table tbody tr').length === 4`)
		b.shot(t, "02-claims-list")
		if got := evalJS[string](t, b, `sessionStorage.getItem('memoryd.console.key')`); got != k["clinician"].secret {
			t.Errorf("the key is not in session storage")
		}
		if got := evalJS[string](t, b, `location.href + document.cookie + localStorage.getItem('memoryd.console.key')`); strings.Contains(got, k["clinician"].secret) {
			t.Errorf("the key leaked into the URL, a cookie or localStorage: %q", got)
		}
	})

	step("an utterance with markup is shown as text, in the list and the detail", func(t *testing.T) {
		if n := evalJS[int](t, b, `document.querySelectorAll('main img').length`); n != 0 {
			t.Fatalf("the list rendered %d <img> from an utterance", n)
		}
		if !evalJS[bool](t, b, `document.querySelector('main').textContent.includes('<img src=x onerror=')`) {
			t.Fatalf("the utterance's markup is not shown as text in the list")
		}
		b.openClaim(t, claims.markup)
		b.waitJS(t, `!!document.querySelector('.turn.source mark')`)
		if n := evalJS[int](t, b, `document.querySelectorAll('main img').length`); n != 0 {
			t.Fatalf("the claim's detail rendered %d <img> from an utterance", n)
		}
		if got := evalJS[string](t, b, `document.querySelector('.turn.source mark').textContent`); got != markupText {
			t.Fatalf("highlighted utterance = %q, want the text as said", got)
		}
		if evalJS[bool](t, b, `window.__xss === 1`) {
			t.Fatalf("the utterance's script ran")
		}
		b.do(t, chromedp.Click(chromedp.CSS("a.back")))
		b.waitJS(t, `!!document.querySelector('#claims-table')`)
	})

	step("j and Enter open a claim from the keyboard; its detail shows the evidence", func(t *testing.T) {
		b.do(t, chromedp.KeyEvent("j"))
		b.waitJS(t, `document.activeElement && document.activeElement.classList.contains('claim-link')`)
		// The list is oldest first: the contradiction was raised first.
		first := evalJS[string](t, b, `document.activeElement.closest('tr').dataset.claim`)
		if first != claims.contradiction {
			t.Fatalf("j focused claim %s, want %s", first, claims.contradiction)
		}
		b.do(t, chromedp.KeyEvent("\r"))
		b.waitJS(t, `!!document.querySelector('#confirm-form')`)
		for _, sel := range []string{".turn.source mark", ".conflicts .fact.conflict", ".conversation li:nth-child(2)"} {
			if !evalJS[bool](t, b, `!!document.querySelector(`+strconv.Quote(sel)+`)`) {
				t.Errorf("the contradiction's detail has no %s", sel)
			}
		}
		b.shot(t, "03-claim-detail")
	})

	step("confirming with a note, by Enter, resolves the claim and updates the list", func(t *testing.T) {
		b.do(t, chromedp.SendKeys(chromedp.ID("confirm-note"), "checked with the prescriber\r"))
		b.waitJS(t, `!!document.querySelector('#claims-table') && document.querySelectorAll('#claims-table tbody tr').length === 3`)
		if !evalJS[bool](t, b, `document.querySelector('#notice')?.textContent.length > 0`) {
			t.Errorf("no notice after confirming")
		}
		c := s.claim(t, k, claims.contradiction)
		if c["status"] != "confirmed" || c["note"] != "checked with the prescriber" {
			t.Fatalf("after confirming in the console the API says status %v, note %q", c["status"], c["note"])
		}
		confirmedAt = c["resolved_at"].(string)
	})

	step("rejecting with a note resolves the claim", func(t *testing.T) {
		b.openClaim(t, claims.hedge)
		b.do(t, chromedp.SendKeys(chromedp.ID("reject-note"), "home readings still high"), chromedp.Click(chromedp.ID("reject-button")))
		b.waitJS(t, `!!document.querySelector('#claims-table') && document.querySelectorAll('#claims-table tbody tr').length === 2`)
		c := s.claim(t, k, claims.hedge)
		if c["status"] != "rejected" || c["note"] != "home readings still high" {
			t.Fatalf("after rejecting in the console the API says status %v, note %q", c["status"], c["note"])
		}
	})

	step("a claim resolved by someone else says so and changes nothing", func(t *testing.T) {
		b.openClaim(t, claims.zh)
		if st, body := s.call(t, "POST", "/v1/claims/"+claims.zh+"/reject", k["clinician"].secret, map[string]string{"note": "elsewhere"}); st != http.StatusOK {
			t.Fatalf("reject through the API: %d %v", st, body)
		}
		b.do(t, chromedp.Click(chromedp.ID("confirm-button")))
		b.waitJS(t, `(document.querySelector('.review-status')?.textContent ?? '').includes('Already resolved by someone else')`)
		b.shot(t, "04-conflict")
		b.do(t, chromedp.Click(chromedp.CSS(".review-status button")))
		b.waitJS(t, `!!document.querySelector('.resolution .status-rejected')`)
		if c := s.claim(t, k, claims.zh); c["status"] != "rejected" || c["note"] != "elsewhere" {
			t.Fatalf("the console's late confirm changed the claim: %v %q", c["status"], c["note"])
		}
	})

	step("when the service is down the console says nothing was changed", func(t *testing.T) {
		b.openClaim(t, claims.markup)
		b.do(t, chromedp.SendKeys(chromedp.ID("confirm-note"), "outage"))
		s.down.Store(true)
		b.do(t, chromedp.Click(chromedp.ID("confirm-button")))
		b.waitJS(t, `(document.querySelector('.review-status')?.textContent ?? '').includes('unavailable; nothing was changed')`)
		b.do(t, chromedp.Navigate(s.srv.URL+"/console/#/claims"))
		b.waitJS(t, `(document.querySelector('main .panel.error')?.textContent ?? '').includes('unavailable; nothing was changed')`)
		b.shot(t, "05-unavailable")
		s.down.Store(false)
		b.do(t, chromedp.Click(chromedp.CSS("main .panel.error button")))
		b.waitJS(t, `document.querySelectorAll('#claims-table tbody tr').length === 1`)
		if c := s.claim(t, k, claims.markup); c["status"] != "pending" {
			t.Fatalf("a confirm during the outage changed the claim: %v", c["status"])
		}
	})

	step("the record shows provenance now and as of an earlier time", func(t *testing.T) {
		b.do(t, chromedp.Navigate(s.srv.URL+"/console/#/record?patient=p-001"))
		b.waitJS(t, shown+` && !!document.querySelector('table.record')`)
		if !evalJS[bool](t, b, `[...document.querySelectorAll('table.record tbody tr')].some((r) => r.textContent.includes('amoxicillin') && r.textContent.includes('clinician'))`) {
			t.Errorf("the record does not show the confirmed amoxicillin with its clinician source")
		}
		b.shot(t, "06-record")
		at, err := time.Parse(time.RFC3339Nano, confirmedAt)
		if err != nil {
			t.Fatalf("resolved_at %q: %v", confirmedAt, err)
		}
		before := at.Add(-time.Millisecond).Format(time.RFC3339Nano)
		b.do(t, chromedp.Navigate(s.srv.URL+"/console/#/record?patient=p-001&as_of="+before))
		b.waitJS(t, shown+` && location.hash.includes('as_of') && !!document.querySelector('table.record')`)
		if evalJS[bool](t, b, `document.querySelector('table.record').textContent.includes('amoxicillin')`) {
			t.Errorf("the record as of before the confirmation shows the confirmed amoxicillin")
		}
	})

	step("the interface switches to Chinese and remembers it", func(t *testing.T) {
		b.do(t, chromedp.Navigate(s.srv.URL+"/console/#/claims"))
		b.waitJS(t, `!!document.querySelector('#claims-table')`)
		b.do(t, chromedp.Click(chromedp.ID("lang")))
		b.waitJS(t, `document.documentElement.lang === 'zh-CN' && document.querySelector('h1')?.textContent === '待核实陈述'`)
		b.do(t, chromedp.Reload())
		b.waitJS(t, `document.documentElement.lang === 'zh-CN' && !!document.querySelector('#claims-table')`)
		b.shot(t, "07-claims-list-zh")
		b.do(t, chromedp.Click(chromedp.ID("lang")))
		b.waitJS(t, `document.documentElement.lang === 'en'`)
	})

	step("signing out forgets the key", func(t *testing.T) {
		b.do(t, chromedp.Click(chromedp.ID("signout")))
		b.waitJS(t, `!!document.querySelector('#signin-key') && sessionStorage.length === 0`)
	})

	step("a compliance officer sees the isolation report and the chain", func(t *testing.T) {
		b.signIn(t, k["compliance"].secret)
		b.waitJS(t, shown+` && !!document.querySelector('#isolation-verdict')`)
		if !evalJS[bool](t, b, `document.querySelector('#isolation-verdict').classList.contains('ok') && document.querySelectorAll('table.isolation tbody tr').length > 0`) {
			t.Errorf("the isolation report is not shown as OK with its checks")
		}
		if !evalJS[bool](t, b, `document.querySelector('main').textContent.includes('The hash chain is intact')`) {
			t.Errorf("the chain's verification is not shown")
		}
		b.shot(t, "08-isolation")
		b.do(t, chromedp.Click(chromedp.CSS(`nav a[href="#/access"]`)))
		b.waitJS(t, `!!document.querySelector('#access-patient')`)
		b.do(t, chromedp.SendKeys(chromedp.ID("access-patient"), "p-001\r"))
		b.waitJS(t, shown+` && location.hash.includes('patient=p-001')`)
		if n := evalJS[int](t, b, `document.querySelectorAll('table.access tbody tr').length`); n == 0 {
			t.Fatalf("the access log shows no read of p-001")
		}
		if evalJS[bool](t, b, `[...document.querySelectorAll('main button')].some((e) => e.textContent === 'Load more' && e.offsetParent !== null)`) {
			t.Errorf("a short access log offers to load more")
		}
		if evalJS[bool](t, b, `[...document.querySelectorAll('table.access tbody tr')].some((r) => !r.textContent.includes('p-001'))`) {
			t.Errorf("the access log filtered by p-001 shows another patient")
		}
		b.shot(t, "09-access-log")
		b.do(t, chromedp.Click(chromedp.ID("signout")))
	})

	step("a revoked key sends the user back to sign in", func(t *testing.T) {
		doomed := s.newKey(t, "clinic", "clinician")
		b.waitJS(t, `!!document.querySelector('#signin-key')`)
		b.signIn(t, doomed.secret)
		b.waitJS(t, `!!document.querySelector('#claims-table')`)
		if st, _ := s.call(t, "DELETE", "/v1/admin/keys/"+doomed.id, adminKey, nil); st != http.StatusNoContent {
			t.Fatalf("revoke: %d", st)
		}
		b.do(t, chromedp.Reload())
		b.waitJS(t, `!!document.querySelector('#signin-key') && (document.querySelector('.form-error')?.textContent ?? '').includes('expired or was revoked')`)
		if n := evalJS[int](t, b, `sessionStorage.length`); n != 0 {
			t.Errorf("the revoked key is still kept (%d items)", n)
		}
		if evalJS[bool](t, b, `getComputedStyle(document.querySelector('#signout')).display !== 'none'`) {
			t.Errorf("the sign-in page offers to sign out")
		}
		b.shot(t, "10-key-revoked")
	})

	b.checkNoErrors(t)
}

const markupText = `I think I have asthma <img src=x onerror="window.__xss=1">`

type seeded struct{ contradiction, hedge, zh, markup string }

// seed posts conversations that raise four pending claims, in this order:
// a contradiction (amoxicillin against a penicillin allergy), a hedge about
// blood pressure, a hedge in Chinese, and a hedge whose text holds markup.
func seed(t *testing.T, s *service, k map[string]key) seeded {
	t.Helper()
	turn := func(patient, role, text string) []string {
		t.Helper()
		st, body := s.call(t, "POST", "/v1/patients/"+patient+"/sessions/s-1/turns", k["agent"].secret, map[string]string{"role": role, "text": text})
		if st != http.StatusCreated {
			t.Fatalf("post turn: %d %v", st, body)
		}
		var ids []string
		for _, c := range body["claims"].([]any) {
			ids = append(ids, c.(map[string]any)["claim_id"].(string))
		}
		return ids
	}
	one := func(ids []string) string {
		t.Helper()
		if len(ids) != 1 {
			t.Fatalf("want one claim, got %v", ids)
		}
		return ids[0]
	}
	var out seeded
	turn("p-001", "patient", "我对青霉素过敏")
	turn("p-001", "assistant", "好的，已经记下您对青霉素过敏。最近用药有变化吗？")
	out.contradiction = one(turn("p-001", "patient", "医生给我开了阿莫西林"))
	turn("p-001", "assistant", "阿莫西林属于青霉素类，请先不要服用，我会请医生确认。")

	if st, body := s.call(t, "POST", "/v1/patients/p-002/facts", k["clinician"].secret, map[string]any{"facts": []map[string]any{
		{"type": "condition", "display": "hypertension", "code": map[string]string{"system": "ICD-10-CM", "code": "I10"}}}}); st != http.StatusCreated {
		t.Fatalf("clinician fact: %d %v", st, body)
	}
	turn("p-002", "assistant", "How has your blood pressure been since the last visit?")
	out.hedge = one(turn("p-002", "patient", "I think my blood pressure is normal now"))
	out.zh = one(turn("p-003", "patient", "我好像对青霉素过敏"))
	out.markup = one(turn("p-004", "patient", markupText))
	return out
}

// claim reads a claim through the API.
func (s *service) claim(t *testing.T, k map[string]key, id string) map[string]any {
	t.Helper()
	st, body := s.call(t, "GET", "/v1/claims/"+id, k["clinician"].secret, nil)
	if st != http.StatusOK {
		t.Fatalf("read claim %s: %d %v", id, st, body)
	}
	return body
}

// browser is one headless Chromium tab at 1366x768.
type browser struct {
	ctx    context.Context
	base   string // memoryd's URL
	out    string
	mu     sync.Mutex
	errors []string
}

// chromium finds the browser, or skips the test where there is none:
// unless MEMORYD_TEST_BROWSER=require (CI), which fails instead.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("MEMORYD_TEST_BROWSER") == "require" {
		t.Fatal("no Chromium found and MEMORYD_TEST_BROWSER=require: install Debian's chromium package")
	}
	t.Skip("no Chromium found: install Debian's chromium package")
	return ""
}

func openBrowser(t *testing.T, exe, base string) *browser {
	t.Helper()
	out := os.Getenv("MEMORYD_TEST_ARTIFACTS")
	if out == "" {
		out = filepath.Join("testdata", "out")
	}
	out, err := filepath.Abs(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshots go to %s", out)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		// Root in a container has no user namespace for the sandbox.
		chromedp.NoSandbox,
		chromedp.Flag("headless", "new"),
		chromedp.DisableGPU,
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.WindowSize(1366, 768),
	)
	// A ceiling, so that a page that never reaches a state fails the test
	// instead of hanging it.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	b := &browser{ctx: bctx, base: base, out: out}
	if err := chromedp.Do(bctx, chromedp.EmulateViewport(1366, 768)); err != nil {
		t.Fatalf("start Chromium (%s): %v", exe, err)
	}
	if err := chromedp.Listen(bctx, func(ev any) {
		var msg string
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			msg = "exception: " + ev.ExceptionDetails.Text
			if ev.ExceptionDetails.Exception != nil {
				msg += " " + ev.ExceptionDetails.Exception.Description
			}
		case *runtime.EventConsoleAPICalled:
			if ev.Type != runtime.ConsoleAPICalledTypeError {
				return
			}
			msg = "console.error"
			for _, a := range ev.Args {
				msg += " " + string(a.Value) + a.Description
			}
		default:
			return
		}
		b.mu.Lock()
		b.errors = append(b.errors, msg)
		b.mu.Unlock()
	}); err != nil {
		t.Fatal(err)
	}
	return b
}

func (b *browser) do(t *testing.T, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

// shown is true once the page shows the view of its current URL, not the
// previous one that stays up while the next one loads.
const shown = `document.querySelector('main').dataset.route === location.hash`

// waitJS waits until the expression is true in the page.
func (b *browser) waitJS(t *testing.T, expr string) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(15*time.Second))); err != nil {
		b.shot(t, "failed-"+strings.NewReplacer("/", "-", " ", "-").Replace(t.Name()))
		// A fresh context: b.ctx may be the one that ran out.
		state, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](`location.href + ' | ' + ((document.querySelector('main h1, main .panel') || {}).textContent || '')`))
		t.Fatalf("waiting for %s: %v (page: %s)", expr, err, state)
	}
}

func evalJS[T any](t *testing.T, b *browser, expr string) T {
	t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

func (b *browser) signIn(t *testing.T, secret string) {
	t.Helper()
	b.do(t, chromedp.WaitVisible(chromedp.ID("signin-key")), chromedp.SendKeys(chromedp.ID("signin-key"), secret+"\r"))
	b.waitJS(t, `!document.querySelector('#signin-key')`)
}

func (b *browser) openClaim(t *testing.T, id string) {
	t.Helper()
	b.do(t, chromedp.Navigate(b.base+"/console/#/claims/"+id))
	b.waitJS(t, shown+` && location.hash.endsWith(`+strconv.Quote(id)+`) && !!document.querySelector('.claim-view')`)
}

// shot saves a full-page PNG.
func (b *browser) shot(t *testing.T, name string) {
	t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return
	}
	p := filepath.Join(b.out, name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Errorf("save screenshot: %v", err)
	}
}

func (b *browser) checkNoErrors(t *testing.T) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range b.errors {
		t.Errorf("the page reported %s", e)
	}
}
