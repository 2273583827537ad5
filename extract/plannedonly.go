package extract

import "strings"

// A plan told in the past prospective ("I was going to add timolol drops",
// "I was planning to start you on ramipril") is one not carried out: the
// speaker goes on to weigh it, and the drug is neither ordered nor taken
// (r16-en13: the clinician's "I was going to add timolol drops in the
// morning. Do you have asthma…?", then timolol was rejected, had been
// written as an active drug). What the plan would do is hypothetical, as
// "we could try" is. Only with a verb of giving or taking a treatment:
// "I was going to bed when the pain started" plans nothing of the kind.

// plannedSubjects and plannedVerbs make the triggers of plannedOnly.
var (
	plannedLeads = []string{"was going to", "was gonna", "were going to", "were gonna", "was planning to", "were planning to",
		"had planned to", "had been planning to", "was about to", "were about to", "was meaning to"}
	plannedVerbs = []string{"add", "start", "give", "prescribe", "put you on", "put her on", "put him on", "put me on", "try", "take", "suggest",
		"switch", "increase", "use", "offer", "recommend", "go on", "get"}
)

// plannedOnlyTriggers are the hypothetical triggers of a plan not carried
// out, for the trigger table.
func plannedOnlyTriggers() []trigEntry {
	var ps []string
	for _, l := range plannedLeads {
		for _, v := range plannedVerbs {
			ps = append(ps, l+" "+v)
		}
	}
	return []trigEntry{{strings.Join(ps, "|"), trigger{flags: fHyp, dir: dirPre}}}
}
