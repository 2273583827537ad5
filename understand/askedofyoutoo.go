package understand

import (
	"regexp"
	"strings"
)

// A question about a relative goes on to the patient with no concept of
// its own: "家里有人有高血压吗？" "有，我爸爸有。" "那你自己呢？" "我没有。"
// (session 68's review, Z03), "Does anyone in your family have diabetes?"
// … "And you?". The patient is asked what the relative was, and the
// answer's no is the patient's own denial.

// youToo is a question that asks only "and you?".
var youToo = regexp.MustCompile(`^(?:那|那么|那您|那你)?(?:你|您)?(?:自己|本人)?呢[？?]?$|^(?:and|what about|how about)(?: for)? (?:you|yourself)(?: then)?\s*\??$`)

// askedOfYouToo returns the asks of the relative's question before, of the
// patient, when the turn asks only "and you?" and nothing of its own.
func askedOfYouToo(asks []Ask, sents []sentence, prior []Prior) []Ask {
	if len(asks) > 0 || len(sents) != 1 || !sents[0].question {
		return asks
	}
	if q := strings.Trim(strings.ToLower(sents[0].text), " ,，.。"); !youToo.MatchString(q) || q == "呢" || q == "呢?" || q == "呢？" {
		return asks
	}
	before, ok := questionBefore(prior)
	if !ok {
		return asks
	}
	var out []Ask
	for _, a := range before.Asks {
		if a.Relative != "" && a.Concept != "" {
			a.Relative = ""
			out = append(out, a)
		}
	}
	return out
}
