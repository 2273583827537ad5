package understand

import "strings"

// A question the patient's turn answered by naming what was asked is not
// answered again by the patient's next turn (blind round 10 zh19: "关节疼
// 吗？" "关节不疼" "对了我不喝酒，烟也不抽" denied, then asserted, the joint
// pain a second time; "头疼吗？头晕吗？" "头疼" "不晕" denied the headache
// just told). openAsks leaves out what a patient turn after the question
// named.

// namedByPatient returns the concepts the statements of a patient's turn
// name, whatever they say of them.
func namedByPatient(p Prior) map[string]bool {
	named := map[string]bool{}
	for _, s := range p.Reading.Statements {
		named[s.Concept] = true
	}
	return named
}

// stillOpen returns the asks whose concept no later patient turn named.
func stillOpen(asks []Ask, named map[string]bool) []Ask {
	var out []Ask
	for _, a := range asks {
		if !named[a.Concept] {
			out = append(out, a)
		}
	}
	return out
}

// byTheWay opens a turn that goes on to something else: "对了我不喝酒",
// "对了，我血压挺好的" is "by the way", not "right". Alone it answers.
var byTheWay = []string{"哦对了", "噢对了", "啊对了", "对了"}

// withoutByTheWay returns the clauses of a turn without an opening
// byTheWay, when more follows it.
func withoutByTheWay(clauses []string) []string {
	if len(clauses) == 0 {
		return clauses
	}
	first := strings.TrimSpace(clauses[0])
	w := startsWithAny(first, byTheWay)
	switch {
	case w == "":
		return clauses
	case len(first) > len(w):
		return append([]string{first[len(w):]}, clauses[1:]...)
	case len(clauses) > 1:
		return clauses[1:]
	}
	return clauses
}
