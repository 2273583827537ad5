package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition is told by the device or the procedure that treats it as
// often as by a drug: "the condition for which I wear the mask and the
// machine at night", "the one they put the two stents in for", "洗肾的那个
// 病", "装了支架的那个毛病". Each names the conditions it is for
// (deviceTopics), as a body site does: one of the patient's is it, two
// are asked about, none is nothing.

// deviceTopics gives each device or procedure word the topic of the
// conditions it treats: a machine breathing at night the sleep apnoeas
// (G47.3); stents and bypasses the coronary diseases (I20–I25);
// dialysis the kidneys' failure (N17–N19); a hearing aid hearing loss
// (H90–H91); a pacemaker the heart's slow rhythms (I44, I45, I49.5).
var deviceTopics = []struct {
	re    *regexp.Regexp
	topic string
}{
	{regexp.MustCompile(`(?:cpap|the mask and (?:the )?machine|mask and machine|breathing machine|呼吸机)`), topicSleepApnoea},
	{regexp.MustCompile(`(?:stents?|bypass|支架|搭桥)`), topicCoronary},
	{regexp.MustCompile(`(?:dialysis|透析|洗肾|血透|腹透)`), topicKidneyFailure},
	{regexp.MustCompile(`(?:hearing aids?|助听器)`), topicHearing},
	{regexp.MustCompile(`(?:pacemaker|起搏器)`), topicSlowHeart},
}

const (
	topicSleepApnoea   = "topic:sleep_apnoea"
	topicCoronary      = "topic:coronary"
	topicKidneyFailure = "topic:kidney_failure"
	topicHearing       = "topic:hearing"
	topicSlowHeart     = "topic:slow_heart"
)

var (
	// enDeviceTreated: "the condition for which I wear the mask and the
	// machine at night", "the one they put the two stents in for", "the
	// thing I have the dialysis for".
	enDeviceTreated = regexp.MustCompile(`\b(?:the|that|this|my) (?:thing|condition|problem|trouble|illness|disease|one)(?: only)?(?: for which| that| which)? (?:i|i've|i'm|he|she|he's|she's|they|you) (?:[a-z']+ ){0,3}?(?:wear|use|have|had|got|get|need|needs|do|go for|went in|put|fitted|gave)\b[^.?!,;]{0,60}`)
	// zhDeviceTreated: "洗肾的那个病", "装了支架的那个毛病", "戴呼吸机的那个".
	zhDeviceTreated = regexp.MustCompile(`[^，。？！,.?!]{0,12}(?:的|嘅)(?:那个|这个|嗰个)?(?:老毛病|毛病|病)`)
)

// deviceTreatedRefs finds a condition told by its device or procedure.
func deviceTreatedRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, re := range []*regexp.Regexp{enDeviceTreated, zhDeviceTreated} {
		for _, loc := range re.FindAllStringIndex(lower, -1) {
			phrase := lower[loc[0]:loc[1]]
			topic := ""
			for _, d := range deviceTopics {
				if d.re.MatchString(phrase) {
					topic = d.topic
					break
				}
			}
			if topic == "" {
				continue
			}
			span := runeSpan(lower, loc[0], loc[1])
			if overlapsAny(span, taken) {
				continue
			}
			out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topic})
			taken = append(taken, span)
		}
	}
	return out
}

// A treatment given at a place tells the condition there: "the one they
// do the injections in the eye for", "the one she goes up to the hospital
// for the injections in the eye". It is the conditions of that place
// (topicConditions), not the drug injected: the patient's only injected
// drug (an insulin) is no answer to it.
var (
	enTreatedAtPlace   = regexp.MustCompile(`\b(?:the|that) (?:one|thing|condition|problem|trouble) (?:that |which )?(?:they|the hospital|the doctors?|i|i've|she|he) (?:do|does|did|give|gives|gave|get|gets|got|have|has|had|put|puts)(?: me| her| him)? (?:the |my |me |her |his |those |these |them )?(?:injections?|jabs?|drops|laser|shots?)(?: in| into)(?: the| my| me| her| his)? ([a-z]+) for\b`)
	enGoesForTreatment = regexp.MustCompile(`\b(?:the|that) (?:one|thing|condition|problem|trouble) (?:that |which )?(?:i|she|he|we) (?:go|goes|went|going)(?: up| down| in| back)?(?: to (?:the )?(?:hospital|clinic|surgery))? for (?:the |my |her |his )?(?:injections?|jabs?|drops|laser|shots?)(?: in| into)(?: the| my| me| her| his)? ([a-z]+)\b`)
)

// treatedAtPlaceRefs finds a condition told by a treatment at a place the
// lexicon reads as a body site.
func treatedAtPlaceRefs(rs []rune, mentions []extract.Mention) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, re := range []*regexp.Regexp{enTreatedAtPlace, enGoesForTreatment} {
		for _, loc := range re.FindAllStringSubmatchIndex(lower, -1) {
			place := runeSpan(lower, loc[2], loc[3])
			for _, m := range mentions {
				if m.Type == ontology.TypeBodySite && m.Span[0] <= place[0] && place[1] <= m.Span[1] && topicConditions[m.ConceptID] != nil {
					out = append(out, Reference{Span: runeSpan(lower, loc[0], loc[1]), Kind: KindCondition, Topic: m.ConceptID})
					break
				}
			}
		}
	}
	return out
}

// enForWhichTreated opens, right after a reference, a treatment had for
// it: "the skin one for which I was going for that light treatment". What
// is treated is a condition, whatever the head ("one") would take.
var (
	enTreatedClause = regexp.MustCompile(`^,?\s*for which (?:i|i'm|i've|she|he|we)\b[^.?!;]{0,70}`)
	enTreatments    = regexp.MustCompile(`\b(?:treatments?|therapy|therapies|sessions|physio|physiotherapy|injections?|jabs|radiotherapy|chemo|light box)\b`)
)

// treatedForWhich makes a condition of a drug reference told by a body
// site ("the skin one") when what follows it is the treatment it needed.
func treatedForWhich(rs []rune, refs []Reference) {
	lower := []rune(strings.ToLower(string(rs)))
	for i, r := range refs {
		if r.Kind != KindDrug || !strings.HasPrefix(r.Topic, "site:") || !validSpan(r.Span, len(rs)) {
			continue
		}
		if clause := enTreatedClause.FindString(string(lower[r.Span[1]:])); clause != "" && enTreatments.MatchString(clause) {
			refs[i].Kind = KindCondition
		}
	}
}
