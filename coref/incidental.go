package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What a scan or a check-up found, said without its name ("the one they
// found on the scan last year", "what they spotted on the chest scan",
// "今年体检查出来的那个") is of the findings a scan or a check-up turns up
// without a complaint (topicIncidental): a nodule, a cyst, a stone, a
// polyp, a fatty liver. Not an X-ray's (拍片, 照片子), which finds a
// fracture or a pneumonia as often. A place said with the scan ("the chest scan")
// narrows them to the findings there when any is. Tests the lexicon names
// (a gastroscopy, a breath test) are found.go's, and a lump, a shadow or a
// growth found is a growth's (removedGrowthRefs, skinGrowthRefs), which may
// be a cancer.

var (
	enIncidental = regexp.MustCompile(`\b(?:(?:the|that) (?:thing|one)|what) (?:(?:they|the doctors?|the hospital|he|she|the radiographer|the consultant) (?:found|picked up|spotted|saw|noticed|flagged|discovered)|(?:showed|came) up)` +
		`(?: on| in| at| during| from| with| when they did)? (?:the |my |me |a |that |this )?(?:([a-z]+) )?(?:scan|ultrasound|mri|ct|mammogram|check-up|checkup|medical|screening|health check)\b`)
	zhIncidental = regexp.MustCompile(`(?i)(?:体检|做B超|B超|彩超|CT)(?:的时候|时|那回|那次)?(?:查出来|查出|发现|看出来|检查出来|照出来)的(?:那个|这个)?(?:毛病|问题|东西|病)?`)
)

// A finding a scan keeps watching is one of them as well, X-rays
// included: what is scanned again every year is watched for growth ("the
// one they do the sonogram on my belly for ever' year, make sure it ain't
// gettin' no bigger", "每年都要去拍片子看的那个", "每半年去做B超盯着的那个").
var (
	enScanWatched = regexp.MustCompile(`\b(?:the|that) (?:thing|one|problem|condition)(?: that| which)? (?:they|the hospital|the doctors?|i|i've|we|she|he) (?:[a-z']+ ){0,6}?(?:scans?|sonograms?|ultrasounds?|mri|ct|x-?rays?)\b[^.?!;]{0,40}?\b(?:every|each|once a|yearly|annual|ever'|make sure|keep an eye|keep tabs|bigger|grow|grown|growing)`)
	// enScanWatchedBefore says how often before the scan: "the one they do
	// the yearly ultrasound for".
	enScanWatchedBefore = regexp.MustCompile(`\b(?:the|that) (?:thing|one|problem|condition)(?: that| which)? (?:they|the hospital|the doctors?|i|i've|we|she|he) (?:[a-z']+ ){0,4}?(?:yearly|annual|six-monthly|regular|routine) (?:scans?|sonograms?|ultrasounds?|mri|ct|x-?rays?)\b(?: for\b)?`)
	zhScanWatched       = regexp.MustCompile(`(?i)(?:每年|每半年|每隔[^，。？！]{1,3}|定期|年年|半年|一年)[^，。？！]{0,6}?(?:拍片子|拍片|照片子|做CT|CT|B超|彩超|核磁|超声)[^，。？！]{0,6}?的(?:那个|这个)(?:毛病|病|东西)?|(?:拍片子|B超|彩超|CT|超声)(?:盯着|看着|复查|随访)的(?:那个|这个)(?:毛病|病|东西)?`)
)

// scanWatchedRefs finds a finding a scan keeps watching. It is read
// before what the phrase holds ("the one they put the cold jelly on and
// scan every October" is no drug of October), so overlapping references
// give way to it (Find).
func scanWatchedRefs(rs []rune) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, re := range []*regexp.Regexp{enScanWatched, enScanWatchedBefore, zhScanWatched} {
		for _, loc := range re.FindAllStringIndex(lower, -1) {
			out = append(out, Reference{Span: runeSpan(lower, loc[0], loc[1]), Kind: KindCondition, Topic: topicIncidental})
		}
	}
	return out
}

// incidentalRefs finds such a finding.
func incidentalRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	add := func(loc []int, placeAt int, placeEnd int) {
		span := runeSpan(lower, loc[0], loc[1])
		if overlapsAny(span, taken) {
			return
		}
		r := Reference{Span: span, Kind: KindCondition, Topic: topicIncidental}
		if placeAt >= 0 {
			place := runeSpan(lower, placeAt, placeEnd)
			for _, m := range mentions {
				if m.Type == ontology.TypeBodySite && m.Span[0] <= place[0] && place[1] <= m.Span[1] {
					r.AtPlace = append(r.AtPlace, m.ConceptID)
				}
			}
		}
		out = append(out, r)
		taken = append(taken, span)
	}
	for _, loc := range enIncidental.FindAllStringSubmatchIndex(lower, -1) {
		add(loc, loc[2], loc[3])
	}

	for _, loc := range zhIncidental.FindAllStringIndex(lower, -1) {
		if next := []rune(lower[loc[1]:]); len(next) > 0 && !isClauseBreak(next[0]) && !strings.ContainsRune("是能要会还呢吗啊", next[0]) {
			continue // "体检查出来的血脂", "体检查出来的那个药": something else is named
		}
		add(loc, -1, -1)
	}
	return out
}

// incidentalSaid returns the conditions the window (or the session the
// reference names) says, of any kind: "the scan shows a small aneurysm"
// then "is the thing they found on the scan serious?" means what it
// showed, whatever it is. A finding said only as "检查出来的" (what an
// examination found) is any diagnosis, and no incidental one.
func incidentalSaid(ref Reference, in Input, v Vocabulary) []scored {
	if ref.Topic != topicIncidental {
		return nil
	}
	any := ref
	any.Topic, any.AtPlace = "", nil
	said := in.Window
	switch {
	case ref.LastTime:
		said = in.earlier(0)
	case ref.BeforeLast:
		said = in.earlier(ref.beforeLastIndex())
	}
	return sessionCandidates(any, said, in.Record, v, fitter(any, v), true)
}

// A finding told by when it was made, with no test ("the thing they
// picked up when I was expecting Callum", "what they diagnosed back in
// 2019") is a condition, not something collected from a pharmacy: the
// verb is followed by a time. What the turn complains of ranks the
// candidates as a description's signs do ("…I'm shattered all the time
// again and ma hair's comin' out": the hypothyroidism).
var enFoundWhen = regexp.MustCompile(`\b((?:the|that) (?:thing|one|problem|condition)(?: that)? (?:they|the doctors?|the hospital|he|she) (?:found|picked up|spotted|diagnosed|discovered))(?: it)? (?:when|while|during|after|back in|last (?:year|month|time)|years ago|in (?:19|20)[0-9][0-9])\b`)

// foundWhenRefs finds such a finding. It is read before what the phrase
// holds ("the thing" as something given: givenRefs), so overlapping
// references give way to it (Find).
func foundWhenRefs(rs []rune, mentions []extract.Mention) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, loc := range enFoundWhen.FindAllStringSubmatchIndex(lower, -1) {
		span := runeSpan(lower, loc[2], loc[3])
		signs, triggers := toldSigns(rs, mentions, [2]int{0, len(rs)})
		out = append(out, Reference{Span: span, Kind: KindCondition, Signs: signs, Triggers: triggers})
	}
	return out
}
