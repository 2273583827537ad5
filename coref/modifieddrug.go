package coref

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug phrase with a modifier the finders do not read ("你说的那个帮着吸收
// 钙的药", "you mentioned a tablet for the heavy days") is a reference to
// a drug when the turn says where it was spoken of: a session it names
// ("头一回来的时候", "at my very first appointment", "上次") or the listener
// who said it ("你说的", "you mentioned"). That session, or the window, is
// searched, never the record: what the modifier says is unread, and "我那
// 个保胎的药" with no such drug recorded must offer none of the others.

// zhModifiedDrug is 那个/这个, a modifier of up to twelve characters in one
// clause, 的 and a drug noun.
var zhModifiedDrug = regexp.MustCompile(`(?:那个|这个)([^，。！？；,.!?;\s那这]{2,12})的(?:药片|药丸|药|针)`)

// enListenerSaid is a drug the listener spoke of, said with an indefinite
// article: "you mentioned a tablet for the heavy days".
var enListenerSaid = regexp.MustCompile(`(?i)\byou (?:mentioned|suggested|brought up|talked about|told me about) (an?|some) (tablets?|pills?|medicines?|medications?|creams?|gels?|sprays?|drops|inhalers?)\b`)

// modifiedDrugRefs finds those phrases where no other reference or drug
// mention lies.
func modifiedDrugRefs(rs []rune, mentions []extract.Mention, refs []Reference) []Reference {
	var out []Reference
	held := spansOf(refs)
	for _, m := range mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			held = append(held, m.Span)
		}
	}
	s := string(rs)
	lower := strings.ToLower(s)
	named := sessionNamed(lower)
	add := func(from, to int) {
		span := [2]int{len([]rune(s[:from])), len([]rune(s[:to]))}
		if overlapsAny(span, held) {
			return
		}
		out = append(out, Reference{Span: span, Kind: KindDrug, SessionOnly: true, Mentioned: !named})
		held = append(held, span)
	}
	for _, m := range zhModifiedDrug.FindAllStringSubmatchIndex(s, -1) {
		if mod := s[m[2]:m[3]]; strings.ContainsAny(mod, "药吃") {
			continue // "那个药吃了的药", "那个一天吃两次的药": read by the finders of taking
		}
		if !named && !zhListenerSaid(s[:m[0]]) {
			continue
		}
		add(m[0], m[1])
	}
	for _, m := range enListenerSaid.FindAllStringSubmatchIndex(s, -1) {
		add(m[2], m[5])
	}
	return slices.Clip(out)
}

// zhListenerSaid reports whether the words before a phrase end with the
// listener saying it: "你说的", "您提的".
func zhListenerSaid(before string) bool {
	before = strings.TrimRight(before, " ")
	for _, w := range []string{"你说的", "您说的", "你提的", "您提的", "你讲的", "您讲的", "你说", "您说"} {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}
