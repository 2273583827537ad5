package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Findings the words name but the patient does not have:
//
//   - an event that nearly happened ("mi nearly fall inna di bathroom", "I
//     almost passed out"): it did not;
//   - a word taken back in the same sentence ("a wee bit sick in the
//     mornings, no actually being sick, just queasy");
//   - a joke set aside before the real complaint ("all this tax paperwork
//     is making me sick to my stomach, ha, but seriously…", "Muddled? Sure
//     I'm always muddled, ha. No, my head's clear");
//   - a reaction to something the skin touches, told as what it always
//     does ("latex gloves make my hands itch", "my skin goes red and itchy
//     under plasters"): the reaction of an allergy or an irritation, not a
//     complaint of now (the README lists an allergy's reaction as none);
//   - a state that sets a complaint off ("I get them every time I'm run
//     down"): the trigger, not a symptom.

// nearlyWords, right before an event, say it did not happen.
var nearlyWords = []string{"nearly", "almost", "near enough", "very nearly", "just about"}

// nearlyHappened reports whether m is right after nearlyWords, or its
// sentence says it nearly happened by a word of the same stem: "Falls,
// well, mi nearly fall inna di bathroom".
func nearlyHappened(tx text, m extract.Mention) bool {
	if endsWithAny(strings.TrimRight(tx.before(m), " "), nearlyWords) {
		return true
	}
	name := strings.ToLower(m.Text)
	if len(name) < 4 || strings.Contains(name, " ") {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	for _, w := range nearlyWords {
		if strings.Contains(sent, w+" "+name[:4]) {
			return true
		}
	}
	return false
}

// takenBackWords, right before a finding named again, take it back: "no
// actually being sick", "not actually vomiting".
var takenBackWords = []string{"no actually", "not actually", "no, actually", "not really", "never actually", "no not", "not as such"}

// takenBack reports whether the words right before m take it back: "no
// actually being sick" denies the vomiting.
func takenBack(tx text, m extract.Mention) bool {
	return endsWithAny(strings.TrimRight(strings.ReplaceAll(tx.before(m), " being", ""), " "), takenBackWords)
}

// takenBackLater reports whether a later mention of the same finding in
// m's sentence takes it back.
func takenBackLater(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	for _, n := range x.Mentions[i+1:] {
		if tx.sent[n.Span[0]] != tx.sent[m.Span[0]] {
			break
		}
		if n.ConceptID == m.ConceptID && takenBack(tx, n) {
			return true
		}
	}
	return false
}

var (
	// jokeMarkers end a joke: ", ha", "haha", "I swear", "only joking".
	jokeMarkers = regexp.MustCompile(`(, ha\b|\bhaha\b|\bha ha\b|\bi swear\b|\bonly joking\b|\bjust joking\b|\bjust kidding\b|\blol\b)`)
	// pivots turn from the joke to the real business.
	pivots = []string{"but seriously", "seriously though", "but what i've come about", "but what i came about", "but what i've come in about",
		"but what i'm here about", "but really", "but anyway", "anyway"}
)

// jokeAside reports whether m is said in a joke the patient sets aside:
// a joke marker after it in its sentence, then a pivot to the real
// complaint, or a "no" opening the next sentence.
func jokeAside(tx text, m extract.Mention) bool {
	rest := restOfSentence(tx, m)
	loc := jokeMarkers.FindStringIndex(rest)
	if loc == nil {
		return false
	}
	if containsAny(rest[loc[1]:], pivots) {
		return true
	}
	_, next, ok := tx.nextSentence(m)
	return strings.TrimSpace(rest[loc[1]:]) == "" || strings.Trim(rest[loc[1]:], " .!") == "" &&
		ok && startsWithAny(withoutConnectives(next), []string{"no,", "no ", "seriously", "but seriously", "anyway"}) != ""
}

var (
	// contactAgents are what touches the skin and may irritate it or set
	// off an allergy.
	contactAgents = regexp.MustCompile(`\b(gloves|latex|plasters?|band-aids?|bandaids?|sticking plasters?|tape|adhesive|nickel|jewellery|jewelry|earrings|` +
		`watch strap|detergent|washing powder|soap|perfume|hair dye|fabric softener|wool|rubber)\b`)
	// reactsTo tell what an agent always does to the skin.
	reactsTo = regexp.MustCompile(`\b(makes?|make) (my|me)\b|\b(goes|go|gets|get|comes up|come up) [a-z ,]{0,20}\b(under|from|with) (them|it|those)\b|\balways goes\b`)
)

// contactReaction reports whether a symptom is what a contact agent its
// sentence names always does to the skin, or what applying something does
// each time ("whenever I put it on it burns").
func contactReaction(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	if hasAnyWord(sent, []string{"today", "yesterday", "now", "since"}) {
		return false
	}
	return contactAgents.MatchString(sent) && reactsTo.MatchString(sent) || appliedEachTime.MatchString(sent) ||
		appliedAgents.MatchString(sent) && causesMe.MatchString(sent)
}

var (
	// appliedEachTime tell a symptom that comes each time something is
	// put on the skin: "whenever I tried to use that", "every time I
	// apply it".
	appliedEachTime = regexp.MustCompile(`\b(whenever|every time|each time|anytime|any time) i('m| am)? ?(tried to |try to )?(apply|applying|applied|use|using|used|put|putting) ` +
		`(on )?(that|it|this|them|those|the (cream|lotion|ointment|gel|cleanser|soap))\b`)
	// appliedAgents are put on the skin; causesMe says what one does.
	appliedAgents = regexp.MustCompile(`\b(lotion|cream|ointment|cleanser|moisturi[sz]er|shampoo|sunscreen|sun cream|body wash|face wash)\b`)
	causesMe      = regexp.MustCompile(`\b(causing me|causes me|caused me|gives me|giving me|gave me)\b`)
)

// triggerStates, right before a state, make it what sets a complaint off.
var triggerStates = []string{"every time i'm", "every time i am", "each time i'm", "any time i'm", "anytime i'm", "whenever i get", "every time i get"}

// triggerState reports whether m is a state named as what sets off a
// complaint: "I get them every time I'm run down".
func triggerState(tx text, m extract.Mention) bool {
	return endsWithAny(strings.TrimRight(tx.before(m), " "), triggerStates)
}

// hedgedHad, in the clause after a finding set first, hedge whether the
// patient had it: "Chickenpox, I think I had it also, my mother said".
var hedgedHad = []string{"i think i had", "i think i've had", "i think i did", "i think so", "i can't remember", "i cannot remember",
	"i don't remember", "not sure if i", "not sure whether i", "i'm not sure if i", "i believe i had", "i was told i had", "apparently i had"}

// hedgedAfter reports whether m opens its sentence, set apart by a comma,
// and what follows hedges whether the patient had it.
func hedgedAfter(tx text, m extract.Mention) bool {
	if strings.Trim(withoutConnectives(sentenceBefore(tx, m)), " ,") != "" {
		return false
	}
	rest := strings.TrimLeft(restOfSentence(tx, m), " ")
	if !strings.HasPrefix(rest, ",") {
		return false
	}
	return startsWithAny(strings.TrimLeft(rest, ", "), hedgedHad) != ""
}
