package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A rash after a drug was started, told in Chinese: "我早两日开始食阿莫西林，今
// 日成身出晒红疹，好痕" (session 70's review 6, Z18, Cantonese) wrote the
// drug and the rash and proposed nothing, so that the context said "无已知药
// 物过敏" beside a rash that began on amoxicillin and a question whether to
// go on with it. As "I took amoxicillin and came out in hives" does
// (cameoutin.go), the reading proposes the allergy with its reaction for a
// clinician to decide; unlike it, it keeps the drug taken and the rash
// current, since the patient tells of now and may still be taking it.

// zhStartedBefore, right before a drug, tell it was started: "开始吃",
// "开始食", "刚开始用".
var zhStartedBefore = regexp.MustCompile(`(?:开始|開始)(?:吃|食|用|服|打|搽|涂)(?:了|咗)?$`)

// zhThenAfter, right after a drug, date what follows after it was taken:
// "吃了阿莫西林以后", "食完…之后". "后来" is later, not after it.
var zhThenAfter = regexp.MustCompile(`^(?:以后|以後|之后|之後|后(?:[^来來]|$)|後(?:[^来來]|$))`)

// zhTakenJustBefore, right before a drug, tell it was taken, which
// zhThenAfter needs: "吃了", "食咗", "用完".
var zhTakenJustBefore = regexp.MustCompile(`(?:吃|食|用|服|打)(?:了|咗|完|过|過)?$`)

// zhEruptions are the skin reactions an allergy to a drug breaks out in.
var zhEruptions = map[string]bool{"sym:rash": true, "sym:hives": true, "cond:urticaria": true}

// zhReactionAfterStart proposes an allergy to a drug the patient's Chinese
// turn tells was started, or taken, before a skin reaction that follows in
// its sentence with no other drug between and is read as current; nothing
// when the turn reads an allergy already or asks.
func (r *Reader) zhReactionAfterStart(x extract.Result, tx text, out []Statement) []Statement {
	if slices.ContainsFunc(out, func(s Statement) bool { return s.Type == Allergy && !s.Negated }) {
		return out
	}
	for i, d := range x.Mentions {
		if !ownDrug(d) || !isHan(d.Text) || d.Assertion.Hypothetical {
			continue
		}
		before := strings.TrimRight(tx.between(tx.sentenceStart(d.Span[0]), d.Span[0]), " ")
		after := tx.from(d.Span[1])
		if !zhStartedBefore.MatchString(before) && !(zhTakenJustBefore.MatchString(before) && zhThenAfter.MatchString(after)) {
			continue
		}
		if sent := tx.sentenceOf(d.Span[0]); strings.ContainsAny(sent, "?？") || strings.Contains(sent, "吗") {
			continue
		}
		for _, m := range x.Mentions[i+1:] {
			if !tx.sameSentence(d, m) || isDrug(m) {
				break // another drug: which one is unsure
			}
			// A rash read as the patient's now: "吃了氯雷他定以后红疹子就消了"
			// tells a drug that cleared it, and an itch alone may be the
			// drug's known effect ("吃了达格列净以后，下面老痒", zh dev
			// o1-013, a thrush the clinician named).
			if zhEruptions[m.ConceptID] && slices.ContainsFunc(out, func(s Statement) bool { return s.Concept == m.ConceptID && current(s) }) {
				return r.allergyFromReaction(out, d, m, true, provisionalConfidence)
			}
		}
	}
	return out
}
