package extract

import "strings"

// A patient who opens a sentence by addressing the clinician ("Doctor, I
// have had a sore throat", "Morning doctor, …", "Hi Dr Patel, …", "医生，我
// 头疼三天了", "医生您好，…", "王医生，…") speaks to them; the bare title is a
// vocative, not the start of "the doctor said …", so it relays nothing.
// What a clinician said stays relayed: "The doctor said to stop the
// metformin", "医生说让我停了阿司匹林", "My doctor put me on ramipril" (a
// determiner, a verb or no comma after the title).
//
// Typed in a chat, the comma is often left out: "医生我又来了，那个塞来昔布
// 吃了胃不舒服，我上个月就停了" (s47 blind round 15 zh20) relayed the stop, so
// the celecoxib of the first visit stayed active. A bare Chinese title
// followed at once by the speaker's 我 or 俺 addresses the clinician too:
// the 我 is the subject, and no word of the doctor's follows. A title with
// its verb ("医生让我", "医生给我开") is a longer trigger and relays as
// before; "医生说我…" has its verb between. Only with nothing between: "护士
// 我上次住院查出来那个贫血" (zh dev zh-w1-007), a space between, is an address
// too, but read unrelayed its "上次…查出来" dated the anaemia as past, which
// the dev annotator has current; that dating is left for another round.

// addressTitles are the bare titles a patient addresses a clinician by.
var addressTitles = map[string]bool{
	"医生": true, "大夫": true, "医师": true, "主任": true, "护士": true,
	"doctor": true, "doc": true, "dr": true, "nurse": true,
}

// addressGreetings may come before the title in the same sentence.
var addressGreetings = map[string]bool{
	"hi": true, "hiya": true, "hello": true, "hey": true, "morning": true, "afternoon": true,
	"evening": true, "good": true, "dear": true, "oh": true, "um": true, "uh": true, "erm": true,
	"er": true, "well": true, "ok": true, "okay": true, "so": true, "yes": true, "yeah": true,
	"sorry": true, "excuse": true, "me": true, "thanks": true, "thank": true, "you": true, "and": true,
}

// addressAfter may follow a Chinese title before the comma: "医生您好，",
// "大夫啊，".
var addressAfter = []string{"您好", "你好", "啊", "呀", "哈", "哎", "嘛"}

// dropAddressedClinician drops every relay trigger that is a bare title
// set off as a form of address at the start of its sentence.
func (c *contextInfo) dropAddressedClinician() {
	kept := c.trigs[:0]
	for _, t := range c.trigs {
		if t.flags&fRelay != 0 && addressTitles[string(c.text[t.start:t.end])] && c.addressed(t) {
			continue
		}
		kept = append(kept, t)
	}
	c.trigs = kept
}

// addressed reports whether the title at t opens its sentence (after
// greetings only, or a Chinese surname) and is set off by a comma, after
// at most a name ("dr patel,") or a Chinese greeting ("医生您好，").
func (c *contextInfo) addressed(t foundTrigger) bool {
	start := t.start
	for start > 0 && !strings.ContainsRune(".!?。！？\n", c.text[start-1]) {
		start--
	}
	lead := strings.Trim(string(c.text[start:t.start]), " ，,")
	cjk := c.text[t.start] >= 0x2E80
	switch {
	case lead == "":
	case cjk:
		// A surname ("王医生", "小李护士") or a greeting ("您好医生").
		lead = strings.TrimPrefix(strings.TrimPrefix(lead, "您好"), "你好")
		if n := len([]rune(lead)); n > 2 || strings.ContainsAny(lead, "我你您他她的说让") {
			return false
		}
	default:
		for _, w := range strings.Fields(strings.NewReplacer(",", " ", "!", " ").Replace(lead)) {
			if !addressGreetings[w] {
				return false
			}
		}
	}
	rest := string(c.text[t.end:])
	if cjk {
		for _, a := range addressAfter {
			rest = strings.TrimPrefix(rest, a)
		}
	} else if f := strings.Fields(rest); len(f) > 0 && !strings.ContainsAny(rest[:strings.Index(rest, f[0])], ",!") {
		// One name after the title: "dr patel,", "doctor smith,".
		name := strings.TrimRight(f[0], ",!")
		if name != f[0] && isName(name) {
			rest = rest[strings.Index(rest, f[0])+len(name):]
		}
	}
	if cjk && (strings.HasPrefix(strings.TrimLeft(rest, " "), "我") || strings.HasPrefix(strings.TrimLeft(rest, " "), "俺")) {
		return true // "医生我又来了", "医生 我这个牙齿痛了三天了" (s51 blind round 20)
	}
	rest = strings.TrimLeft(rest, " ")
	return strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, "，") || strings.HasPrefix(rest, "!") || strings.HasPrefix(rest, "！")
}

// isName reports whether w is one word of letters, as a surname is.
func isName(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r == '-' || r == '\'') {
			return false
		}
	}
	return true
}
