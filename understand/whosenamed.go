package understand

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Findings a patient names as someone else's without a kin word, and drugs
// named but not taken, from the session 63 blind dev files (en/x1, zh/z1):
//
//   - a name's possessive: "Ray's snoring has me up half the night" is
//     Ray's, not the patient's; eponyms ("Parkinson's tremor", "Baker's
//     cyst") and days ("Tuesday's headache") are not people;
//   - an English cleft: "the one with the sleep apnoea in our house is Deb"
//     is Deb's (the Chinese "…的是我老公" is read in extract/cleft.go);
//   - a drug kept and not opened or not dared ("a box of co-codamol in the
//     kitchen drawer… I've never opened it", "家里药箱还有半盒奥美拉唑…这回我
//     没敢瞎吃", "两盒药…都是去年买的，还没拆");
//   - a drug the patient is to start after an operation ("he said start it
//     the day after the operation", "做完手术再开始吃");
//   - a drug named as what another contains ("can i take excedrin? it has
//     aspirin in it right").

// notPeople are capitalised words with a possessive that name no person.
var notPeople = map[string]bool{
	"parkinson": true, "crohn": true, "alzheimer": true, "hashimoto": true, "graves": true, "bell": true, "raynaud": true, "hodgkin": true,
	"addison": true, "cushing": true, "tourette": true, "huntington": true, "meniere": true, "ménière": true, "sjogren": true, "sjögren": true,
	"paget": true, "barrett": true, "dupuytren": true, "wilson": true, "reiter": true, "still": true, "down": true, "asperger": true,
	"baker": true, "morton": true, "osgood": true, "sever": true, "perthes": true, "quervain": true, "tietze": true, "heberden": true,
	"bouchard": true, "colles": true, "pott": true, "kawasaki": true, "legionnaire": true, "legionnaires": true, "athlete": true,
	"golfer": true, "tennis": true, "housemaid": true, "jumper": true, "swimmer": true, "smoker": true, "kaposi": true, "ewing": true,
	"wernicke": true, "bright": true, "scheuermann": true, "gehrig": true, "peyronie": true, "charcot": true, "kienbock": true,
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
	"today": true, "yesterday": true, "tonight": true, "tomorrow": true, "christmas": true, "easter": true, "god": true, "doctor": true,
	"everyone": true, "everybody": true, "nobody": true, "somebody": true, "someone": true, "anyone": true, "anybody": true, "it": true,
	"that": true, "this": true, "what": true, "there": true, "here": true, "he": true, "she": true, "who": true, "let": true, "year": true,
	"week": true, "month": true, "night": true, "morning": true, "evening": true}

// namePossessiveBefore reports whether a capitalised name with "'s" ends
// right before rune offset start of raw: "Ray's snoring".
func namePossessiveBefore(raw []rune, start int) bool {
	i := start
	for i > 0 && raw[i-1] == ' ' {
		i--
	}
	if i < 3 || raw[i-1] != 's' || raw[i-2] != '\'' && raw[i-2] != '’' {
		return false
	}
	j := i - 2
	k := j
	for k > 0 && unicode.IsLetter(raw[k-1]) {
		k--
	}
	if k == j || !unicode.IsUpper(raw[k]) {
		return false
	}
	name := strings.ToLower(string(raw[k:j]))
	if notPeople[name] || extract.LastPerson(name) != "" {
		return false // "Mum's", a kin word, is read as kin
	}
	after := strings.Fields(strings.ToLower(string(raw[start:min(len(raw), start+20)])))
	return len(after) == 0 || !hasAsContraction[after[0]]
}

// hasAsContraction are the words after "Isla's" that make it "Isla has"
// or "Isla is" ("Isla's come out in a rash", "Mum's been falling"): the
// reading of a named person's account is the claim's (namedstory.go).
var hasAsContraction = map[string]bool{"come": true, "came": true, "been": true, "got": true, "gotten": true, "had": true, "gone": true,
	"broke": true, "broken": true, "started": true, "developed": true, "felt": true, "taken": true, "having": true, "getting": true,
	"coming": true, "going": true, "always": true, "never": true, "still": true, "just": true, "also": true, "not": true, "really": true,
	"now": true, "a": true, "an": true, "the": true, "very": true, "so": true, "quite": true, "off": true, "on": true, "in": true, "up": true}

// enCleftBefore ends the words before a finding that open a cleft, and
// enCleftAfter, after it, names who: "the one with the sleep apnoea in our
// house is Deb".
var (
	enCleftBefore = regexp.MustCompile(`\bthe one (?:with|who has|who's got|who has got|that has|that's got|who gets|that gets)\s+(?:the\s+|a\s+|an\s+)?$`)
	enCleftAfter  = regexp.MustCompile(`^[^.;!?]{0,30}?\b(?:is|was)\s+(me|myself|[a-z'’]+)`)
)

// cleftOther reports whether a cleft around the mention names someone
// other than the patient.
func cleftOther(tx text, m extract.Mention) bool {
	if !enCleftBefore.MatchString(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0])) {
		return false
	}
	who := enCleftAfter.FindStringSubmatch(tx.between(m.Span[1], min(len(tx.runes), m.Span[1]+60)))
	return who != nil && who[1] != "me" && who[1] != "myself" && who[1] != "i"
}

// someoneElsesNamed makes the patient's symptoms and conditions named after
// a name's possessive, or in a cleft about someone else, theirs (see above).
func someoneElsesNamed(raw string, x extract.Result, tx text, out []Statement) []Statement {
	rs := []rune(raw)
	if len(rs) != len(tx.runes) {
		return out
	}
	others := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition || m.Assertion.Experiencer != extract.Patient {
			continue
		}
		if namePossessiveBefore(rs, m.Span[0]) || cleftOther(tx, m) {
			others[m.ConceptID] = true
		}
	}
	for i, s := range out {
		if others[s.Concept] && (s.Type == Symptom || s.Type == Condition) && s.Experiencer == extract.Patient {
			out[i].Experiencer = OtherPerson
		}
	}
	return out
}

// keptNotTaken say a drug the patient has is not opened or not dared.
var keptNotTaken = []string{"never opened", "haven't opened", "have not opened", "not opened it", "still in the box", "still sealed", "unopened",
	"haven't touched it", "never touched it", "还没拆", "没拆", "没开封", "没敢瞎吃", "不敢瞎吃", "没敢乱吃", "不敢乱吃", "没敢吃", "未开封", "冇拆", "未拆"}

// stockWords place a drug in the patient's keeping, not in use.
var stockWords = []string{"drawer", "cupboard", "cabinet", "at home", "in the house", "box of", "packet of", "药箱", "家里", "屋头", "屋里", "屋企", "抽屉", "两盒", "半盒", "一盒"}

// startAfterOperation starts a drug only after an operation to come.
var startAfterOperation = regexp.MustCompile(`\bstart (?:it|them|taking it|taking them)?\s*(?:on )?(?:the day|the morning|a day|two days|a week|the week)? ?after (?:the|my|your) (?:operation|surgery|op|procedure|replacement)|(?:手术|开刀|做完手术|做完)(?:以后|之后|后)(?:再|才)?(?:开始)?(?:吃|用|打)`)

// containedIn, around a drug, say it is what another drug holds.
var (
	containedBefore = regexp.MustCompile(`\b(?:has|have|got|contains|contain)\s+(?:some\s+)?$`)
	containedAfter  = regexp.MustCompile(`^\s*in (?:it|them)\b`)
)

// notTakenNamed makes the patient's drugs kept and not opened, to start
// after an operation, or named as what another drug holds, hypothetical
// (see above).
func notTakenNamed(x extract.Result, tx text, out []Statement) []Statement {
	kept := map[string]bool{}
	for i, m := range x.Mentions {
		if !isDrug(m) || m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient {
			continue
		}
		sent := tx.sentenceOf(m.Span[0])
		next := ""
		if end := tx.sentenceEnd(m); end < len(tx.runes) {
			next = tx.span(tx.sent, end)
		}
		switch {
		case containsAny(sent, stockWords) && (containsAny(sent, keptNotTaken) || containsAny(next, keptNotTaken) && !mentionsBetween(x, m.Span[1], tx.sentenceEnd(m)+len([]rune(next)))):
			kept[m.ConceptID] = true
		case startAfterOperation.MatchString(sent) || startAfterOperation.MatchString(next) && i == lastDrugBefore(x, tx.sentenceEnd(m)):
			kept[m.ConceptID] = true
		case containedBefore.MatchString(tx.before(m)) && containedAfter.MatchString(tx.after(m)):
			kept[m.ConceptID] = true
		}
	}
	for i, s := range out {
		if kept[s.Concept] && s.Type == Medication && !s.Negated && s.Experiencer == extract.Patient {
			out[i].Hypothetical = true
		}
	}
	return out
}

// lastDrugBefore returns the index of the last drug mention before rune
// offset end, or -1.
func lastDrugBefore(x extract.Result, end int) int {
	last := -1
	for i, m := range x.Mentions {
		if isDrug(m) && m.Span[1] <= end {
			last = i
		}
	}
	return last
}
