package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Rules of session 34 on the English classes of wrong writes of en/r1:
// someone else's illness told in regional English ("Our Brian had the lung
// cancer", "Spewing his guts up", a mate asked about in a cleft question).
// Each rule only moves a statement away from "the patient has it now".

// precision34e applies the session's rules to a patient turn's statements.
// raw is the turn's text as said, with its capitals.
func precision34e(x extract.Result, tx text, raw string, at time.Time, st []Statement) []Statement {
	for i, s := range st {
		if m, found := mentionOf(x, s.Concept); found && s.Type == Symptom && !s.Negated && !s.Historical && s.Experiencer == extract.Patient &&
			datedDaysAgo(s, at) && toldOver(tx, m) {
			st[i].Historical = true // "a bad hypo on Saturday… because I was all shaky"
		}
	}
	for i, s := range st {
		if m, found := mentionOf(x, s.Concept); found && s.Type == Medication && !s.Negated {
			st[i] = borrowedDrug(tx, m, st[i])
		}
	}
	kept := st[:0]
	for _, s := range st {
		if m, found := mentionOf(x, s.Concept); found && s.Type == Medication && !s.Negated && s.Status == "" && s.Experiencer == extract.Patient && refusedDrug(tx, m) {
			continue // "ibuprofen I don't like, last time it gave me acidity": not taken, and not to be
		}
		kept = append(kept, s)
	}
	st = kept
	for i, s := range st {
		m, found := mentionOf(x, s.Concept)
		if s.Negated || s.Experiencer != extract.Patient || !found {
			continue
		}
		switch {
		case ourNamedSubject(tx, raw, m):
			st[i].Experiencer = OtherPerson // "Our Brian had the lung cancer"
		case (s.Type == Symptom || s.Type == Condition) && theirBody(tx, m):
			st[i].Experiencer = OtherPerson // "Spewing his guts up for a week"
		}
	}
	return st
}

// ourNamed is someone of the family named with "our" before a given name,
// as the North of England and Ireland speak of a brother or a daughter:
// "Our Brian", "our Tracey".
var ourNamed = regexp.MustCompile(`\b[Oo]ur ([A-Z][a-z]+)\b`)

// notNamed are capitalised words after "our" that name no one.
var notNamed = map[string]bool{"Lady": true, "Lord": true, "Father": true, "Doctor": true, "Dr": true, "Surgery": true, "Practice": true, "Health": true}

// ourNamedSubject reports whether m's sentence speaks of someone named
// with "our" before m, with nothing of the patient between them.
func ourNamedSubject(tx text, raw string, m extract.Mention) bool {
	rs := []rune(raw)
	if len(rs) != len(tx.runes) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	sent := string(rs[start:m.Span[0]])
	locs := ourNamed.FindAllStringSubmatchIndex(sent, -1)
	if len(locs) == 0 {
		return false
	}
	last := locs[len(locs)-1]
	if notNamed[sent[last[2]:last[3]]] {
		return false
	}
	between := strings.ToLower(sent[last[1]:])
	return !hasAnyWord(between, firstPersonWords)
}

// theirBodyPart is a body part said as a third person's: "his guts",
// "her tummy", "their chest".
var theirBodyPart = regexp.MustCompile(`\b(his|her|their) (guts|stomach|tummy|belly|head|chest|throat|back|insides|ring|heart)\b`)

// theirBody reports whether m is told with a third person's body part in
// its sentence, and the sentence says nothing of the patient: "Spewing
// his guts up for a week".
func theirBody(tx text, m extract.Mention) bool {
	cl := tx.sentenceOf(m.Span[0])
	return theirBodyPart.MatchString(cl) && !hasAnyWord(cl, firstPersonWords)
}

// cleftPerson is a cleft question that asks about someone other than the
// one spoken to: "Was it your mate in hospital that got you thinking?",
// "Is it your wife who has the cough?".
var cleftPerson = regexp.MustCompile(`^(and |so |okay,? |ok,? )?(was|is) (it|that) your ([a-z' -]+?)( in | at | who | that | with |\?|$)`)

// cleftAsked returns whom a cleft question asks about, as asksRelative
// does ("was it your mate…" asks about the mate), or "".
func cleftAsked(q string) string {
	mm := cleftPerson.FindStringSubmatch(strings.TrimSpace(strings.ToLower(q)))
	if mm == nil {
		return ""
	}
	who := extract.LastPerson("my " + mm[4])
	switch {
	case who == "" || who == extract.Patient:
		return ""
	case extract.BloodRelative(who):
		return who
	default:
		return OtherPerson
	}
}

// datedDaysAgo reports whether a statement's onset is on a day before the
// turn's: "on Saturday", "last week". (toldOver keeps "last night" and
// "yesterday", which may still go on.)
func datedDaysAgo(s Statement, at time.Time) bool {
	on, err := time.Parse(time.RFC3339, s.Attributes["onset"])
	day := time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, at.Location())
	return err == nil && !at.IsZero() && on.Before(day)
}

// overLead ends the words before a symptom told, in the simple past, as a
// state had or a thing a drug did: "I was all shaky", "it made me dead
// drowsy". "I was left with this weakness" is not one.
var overLead = regexp.MustCompile(`\b(i was|i were|made me)( (all|so|really|dead|proper|pure|right|very|a bit|quite))?\s*$`)

// toldOver reports whether m is told as a state had in the simple past and
// its sentence says nothing that goes on: with a dated onset, what was
// had then and is over ("My flatmate had to get me some Lucozade because
// I was all shaky"). "I've been shaky since Saturday", "I was shaky and
// still am" stay current.
func toldOver(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	// "me nan's co-codamol": a possessive's 's is no "is".
	return overLead.MatchString(tx.before(m)) && !hasAnyWord(sent, []string{"last night", "yesterday", "overnight"}) && !hasAnyWord(sent, ongoingWords) && !holdsAny(sent, []string{"'ve", "'s been", "'m ", "'re ", "'s still"}) &&
		!hasAnyWord(sent, []string{"today", "tonight", "this morning", "right now"})
}

// kinBefore ends the words before a drug with someone's possessive, typed
// with or without its apostrophe: "my wifes", "me nan's", "my husband's".
var kinBefore = regexp.MustCompile(`\b(my|me|mi) (wife|husband|hubby|missus|partner|mum|mom|mam|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|son|daughter|brother|sister|boyfriend|girlfriend|mate|friend|flatmate)(s|'s|’s|s')( (old|spare|leftover|own))?\s*$`)

// tookBorrowed tells the patient took what was someone else's: "I used my
// wife's flonase", "I had some of me nan's co-codamol", "I borrowed".
var tookBorrowed = regexp.MustCompile(`\bi (used|had|took|tried|borrowed|nicked|pinched|swiped|finished)( a (few|couple)( of)?| some( of)?| one of| a couple of| a few of| a bit of)?\s*$`)

// pastOnce are time words that put a borrowed drug's taking in the past.
var pastOnce = []string{"last week", "last month", "last year", "weeks ago", "months ago", "years ago", "a while ago", "last time", "once before", "at the weekend"}

// borrowedDrug reads a drug said with someone's possessive. The possessive
// alone cannot decide: the patient who took it ("I used my wifes flonase
// once last nite") took it, in the past when a past time is said ("Last
// week I had some of me nan's co-codamol"); a drug of theirs asked to be
// put on an order or named with no taking by the patient ("can u put my
// wifes levothyroxine on as well") is theirs.
func borrowedDrug(tx text, m extract.Mention, s Statement) Statement {
	before := tx.before(m)
	loc := kinBefore.FindStringSubmatchIndex(before)
	if loc == nil {
		return s
	}
	lead := before[:loc[0]]
	if tookBorrowed.MatchString(lead) {
		s.Experiencer = extract.Patient
		if hasAnyWord(tx.sentenceOf(m.Span[0]), pastOnce) {
			s.Status, s.Historical = Stopped, true
		}
		return s
	}
	if s.Experiencer == extract.Patient {
		if who := extract.LastPerson("my " + before[loc[4]:loc[5]]); who != "" && who != extract.Patient && extract.BloodRelative(who) {
			s.Experiencer = who
		} else {
			s.Experiencer = OtherPerson
		}
	}
	return s
}

// refusals say, right after a drug or right before it, that the patient
// will not take it: "ibuprofen I don't like", "I don't like taking
// naproxen", "codeine doesn't agree with me".
var (
	refusedAfter  = regexp.MustCompile(`^\s*,?\s*(i|me) (don't|do not|dont|never) (like|want|take|agree with|get on with)( it| them| that)?\b`)
	refusedBefore = regexp.MustCompile(`\bi (don't|do not|dont|never) (like|want) (taking |to take |using )?(the |any )?\s*$`)
	disagrees     = regexp.MustCompile(`^\s*(doesn't|does not|don't|do not|dont|never) (agree|agrees|suit|suits) (with )?me\b`)
)

// refusedDrug reports whether the patient says a drug is one they will not
// take: written neither as taken nor as refused, since the reading cannot
// tell whether it was ever taken.
func refusedDrug(tx text, m extract.Mention) bool {
	after := tx.after(m)
	return refusedAfter.MatchString(after) || disagrees.MatchString(after) || refusedBefore.MatchString(tx.before(m))
}
