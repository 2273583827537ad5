package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
	"regexp"
	"strings"
)

// Drugs the patient says they stopped in the everyday English of many
// places, which the standard stop words ("I stopped it", "haven't taken it
// since") miss:
//
//   - a pronoun not taken since a time, in any negative form: "the
//     atorvastatin, I ain't took that since the summer", "the Laxido, I've
//     not had that since the summer";
//   - quit as the stop verb: "that stuff had me so drowsy I quit it after
//     like a week";
//   - the bare verb of Malaysian, Singaporean and Indian English, where
//     the tense is not marked: "allopurinol the doctor give but I stop after
//     3 month", "I used 3 days then stop", and the completive "already"
//     after it ("stop already", "finished already").

// notTakenSince is a pronoun for the drug not taken since some time, or
// one of it: "a Nurofen Plus if the knee is bad, but I haven't had one of
// them since Christmas".
var notTakenSince = regexp.MustCompile(`\b(haven't|have not|hasn't|has not|ain't|'ve not|i've not|not|never)( been)? (took|taken|had|touched|used|on)( it| that| them| those| that one| one| any| one of them| one of those| any of them| any of those)( at all)?(,)? (since|ever since)\b`)

// plainStops are the stop phrases of the forms above.
var plainStops = []string{"quit it", "quit them", "quit that", "quit those", "i quit after", "i quit taking", "so i quit", "and i quit",
	"i stop after", "but i stop", "then stop", "then i stop", "so i stop", "stop already", "stopped already", "quit already",
	"finished already", "finish already", "stop liao"}

// stoppedPlainly reports whether the words after a drug, within its part of
// the sentence, say in one of these forms that it was stopped.
func stoppedPlainly(rest string) bool {
	rest = strings.ToLower(rest)
	return notTakenSince.MatchString(rest) || containsAny(rest, plainStops) || bareStopOfIt(rest) || givenUpNothingSince(rest)
}

// bareStopIt is the bare "stop" of Caribbean and West African English with
// a pronoun for the drug, as a done stop: "The ondansetron they give me in
// case of vomiting, I stop that, I never needed it" (s49 blind round 18
// en20).
var bareStopIt = regexp.MustCompile(`\bi stop (?:that|it|them|those|that one|taking it|taking that|taking them)\b`)

// bareStopBlocks, before the stop, make it asked, to come or not done;
// after it, a habit ("I stop it when I feel better").
var (
	bareStopBlocksBefore = []string{"can", "should", "could", "would", "will", "'ll", "to", "must", "don't", "do not", "didn't", "never", "if", "when", "whenever", "shall", "may", "might"}
	bareStopBlocksAfter  = []string{"if", "when", "whenever", "once", "before", "as soon as", "every", "each", "on", "for", "at"}
)

// bareStopOfIt reports whether rest stops the drug with a bare "I stop it"
// told as done (see bareStopIt).
func bareStopOfIt(rest string) bool {
	loc := bareStopIt.FindStringIndex(rest)
	if loc == nil {
		return false
	}
	clause := rest[:loc[0]]
	if k := strings.LastIndexAny(clause, ",;"); k >= 0 {
		clause = clause[k+1:]
	}
	for _, w := range strings.Fields(clause) {
		for _, b := range bareStopBlocksBefore {
			if w == b {
				return false // "if I get diarrhoea I stop it", "should I stop it"
			}
		}
	}
	after := strings.TrimSpace(rest[loc[1]:])
	for _, w := range bareStopBlocksAfter {
		if after == w || strings.HasPrefix(after, w+" ") {
			return false
		}
	}
	return true
}

// stopAlready right after a habit give it up with the completive "already"
// of Singapore and Malaysian English: "smoking stop already ten years".
var stopAlready = []string{"stop already", "stopped already", "quit already", "i stop already", "i stopped already", "i quit already", "stop liao", "also stop already"}

// habitStoppedAlready reports whether the words right after a habit's
// mention say it was stopped already. Only right after it: an unpunctuated
// turn goes on to the next habit ("… ten years beer only when watch
// football"), which the stop is not of.
func habitStoppedAlready(tx text, m extract.Mention) bool {
	return startsWithAny(strings.TrimLeft(strings.ToLower(tx.after(m)), " ,"), stopAlready) != ""
}

// pronounCause opens a sentence that tells, by a pronoun for the drug, what
// it did: "It had my legs aching so bad…", "They made me dizzy".
var pronounCause = regexp.MustCompile(`^(?:and |but |oh, |well, )?(?:it|they|that|those|that stuff|them|that one|the tablets|the pills)(?: just| really| only)? (?:had|made|gave|left|kept|was giving|were giving|was making|were making|had me|gave me)\b`)

// causedByDrugStoppedJustBefore reports whether symptom mention i is told,
// in the sentence after a drug the turn stops, as what that drug did, by a
// pronoun for it ("The atorvastatin, I ain't took that since the summer. It
// had my legs aching so bad…"): the symptom went with the drug. A sentence
// that names another drug before the symptom is about that one.
func causedByDrugStoppedJustBefore(x extract.Result, tx text, i int, stopped map[int]bool) bool {
	m := x.Mentions[i]
	start := tx.sentenceStart(m.Span[0])
	if start == 0 || !pronounCause.MatchString(strings.ToLower(strings.TrimLeft(tx.between(start, m.Span[0]), " "))) {
		return false
	}
	for j, d := range x.Mentions {
		if d.Span[0] >= start && d.Span[0] < m.Span[0] && (d.Type == ontology.TypeDrug || d.Type == ontology.TypeDrugClass) {
			return false
		}
		if stopped[j] && d.Span[0] < start && tx.sent[d.Span[0]] == tx.sent[start-1] {
			return true
		}
	}
	return false
}
