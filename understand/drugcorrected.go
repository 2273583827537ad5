package understand

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug named wrongly and corrected in the patient's next turn: "我在吃阿托
// 伐他汀，一天一片20毫克" … "哦不对不对，我记错了，是瑞舒伐他汀，10毫克的，阿托
// 伐他汀是我老伴吃的", or "I take metformin for my heart" … "do you mean
// metoprolol?" "oh yes sorry, metoprolol". Only a reading or a dose was
// corrected across turns (readingcorrected.go, correcteddose.go), each by a
// statement of the same concept that replaces the first; a drug corrected
// for another is a second concept, so the first stayed the patient's
// active drug beside the one meant. The correction withdraws it
// (Reading.Withdrawn): the record closes what that turn wrote of it and
// writes nothing in its place.
//
// The first drug is withdrawn only when which one was wrong is sure: the
// correction names a drug of the patient's that the turn before did not,
// and either says whose the first one is ("阿托伐他汀是我老伴吃的") or the
// turn before told that one drug alone. A drug named again as the
// patient's ("阿托伐他汀也吃", "no, it's metformin"), a drug added ("also",
// 也, 还有) or a correction naming no drug (a dose: correcteddose.go)
// withdraws nothing.

// interjections may stand before the word that takes a turn back: "oh yes
// sorry, metoprolol", "哦不对不对", "哎不对，说错了" (s43 round 9 zh05).
// "Actually sorry, I'm getting muddled" (session 69's review 3, E20).
var interjections = []string{"oh yes", "oh yeah", "oh", "ah", "actually", "yes", "yeah", "哦", "噢", "喔", "啊", "呃", "哎", "唉", "诶", "欸"}

// addedWords say a drug is told beside the first, not for it.
var addedWords = []string{"also", "as well", "too", "another", "也", "还有", "还在吃", "另外", "同时"}

// takesBackTheDrugBefore reports whether a patient's turn opens by taking
// back the patient's last turn, just before it or with one question of
// someone else's between that wrote no drug ("晚上吃还是早上？", "do you
// mean metoprolol?"), and returns that turn's reading.
func takesBackTheDrugBefore(text string, prior []Prior) (Reading, bool) {
	if !opensACorrection(text) {
		return Reading{}, false
	}
	return patientTurnBefore(prior)
}

// patientTurnBefore returns the reading of the patient's last turn, just
// before or with one question of someone else's between that wrote no drug.
func patientTurnBefore(prior []Prior) (Reading, bool) {
	i := len(prior) - 1
	if i >= 0 && prior[i].Speaker != Patient {
		for _, s := range prior[i].Reading.Statements {
			if s.Type == Medication {
				return Reading{}, false // a clinician's switch or order is no correction of the patient's
			}
		}
		i--
	}
	if i < 0 || prior[i].Speaker != Patient {
		return Reading{}, false
	}
	return prior[i].Reading, true
}

// drugsCorrected returns the patient's drugs of the turn before that a
// correcting turn takes back for another (see above).
func drugsCorrected(text string, statements []Statement, prior []Prior) []Statement {
	before, ok := takesBackTheDrugBefore(text, prior)
	if !ok || containsAny(strings.ToLower(text), addedWords) {
		return nil
	}
	told := map[string]bool{}
	var wrong []Statement
	for _, s := range before.Statements {
		if s.Type == Medication && current(s) && s.Status != Stopped && !told[s.Concept] {
			told[s.Concept] = true
			wrong = append(wrong, s)
		}
	}
	mine, others := map[string]bool{}, map[string]bool{}
	meant := false
	for _, s := range statements {
		if s.Type != Medication {
			continue
		}
		switch {
		case current(s) && s.Status != Stopped:
			mine[s.Concept] = true
			meant = meant || !told[s.Concept]
		case s.Experiencer != extract.Patient && !s.Negated:
			others[s.Concept] = true
		}
	}
	if !meant {
		return nil // no drug put in the first one's place
	}
	var out []Statement
	for _, s := range wrong {
		switch {
		case mine[s.Concept]:
		case others[s.Concept], len(wrong) == 1:
			out = append(out, Statement{Type: Medication, Concept: s.Concept, Display: s.Display, Experiencer: extract.Patient,
				Confidence: s.Confidence})
		}
	}
	return out
}

// amountBeforeHowOften is an English amount with its unit unsaid, told
// right before how often it is taken: "25 twice a day".
var amountBeforeHowOften = regexp.MustCompile(`(?:^|[^\d.])(\d+(?:\.\d+)?)\s+(?:once|twice|three times|four times|a day|daily|every)\b`)

// doseOfTheDrugMeant gives the one drug a correcting turn puts in place the
// dose the turn tells apart from it ("oh yes sorry, metoprolol. 25 twice a
// day"): a dose tied to no drug, the turn's only amount, is the drug
// meant's, as a dose corrected alone is the drug's before (correcteddose.go).
// A bare number right before how often ("25 twice a day") is the amount,
// its unit unsaid.
func doseOfTheDrugMeant(x extract.Result, text string, statements []Statement, withdrawn []Statement) []Statement {
	if len(withdrawn) == 0 {
		return statements
	}
	at := -1
	for i, s := range statements {
		if s.Type == Medication && current(s) && s.Status != Stopped {
			if at >= 0 {
				return statements // two drugs meant: whose dose is unsure
			}
			at = i
		}
	}
	if at < 0 {
		return statements
	}
	attrs := map[string]string{}
	values := 0
	for _, d := range x.Doses {
		if d.Mention >= 0 {
			continue
		}
		if d.Value > 0 {
			values++
			attrs["dose"] = doseText(d.Value, d.Unit)
		}
		if d.Frequency != "" {
			attrs["frequency"] = d.Frequency
		}
	}
	if g := amountBeforeHowOften.FindStringSubmatch(strings.ToLower(text)); g != nil && values == 0 {
		if v, err := strconv.ParseFloat(g[1], 64); err == nil && v > 0 {
			values++
			attrs["dose"] = doseText(v, "")
		}
	}
	if len(attrs) == 0 || values > 1 {
		return statements
	}
	s := statements[at]
	merged := make(map[string]string, len(s.Attributes)+len(attrs))
	for k, v := range attrs {
		merged[k] = v
	}
	for k, v := range s.Attributes {
		merged[k] = v // what the drug's own words say comes first
	}
	s.Attributes = merged
	statements[at] = s
	return statements
}
