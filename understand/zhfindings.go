package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A Chinese turn names a finding precisely, then by its bare verb
// ("干咳，喉咙里痒丝丝的，一痒就咳"): the verb is the same finding, not a
// second, broader one. It names a wound to say whether it hurts ("伤口少少
// 痛"): the pain is what is told, not a wound found. And it brings in
// someone new with 有个 ("我们队上有个老汉晕倒了"): what follows is theirs.

// preciseForms are the precise forms of a broader finding that the bare
// verb after them names again. (Sputum is no such form: annotators list a
// cough with phlegm as a cough and sputum.)
var preciseForms = map[string][]string{
	"sym:cough": {"sym:dry_cough"},
}

// preciseBefore reports whether mention i of a Chinese turn is a broader
// finding whose precise form the turn affirmed before it ("干咳，…一痒就
// 咳"): the same finding again. Named first and then made precise ("咳嗽
// 两个月了，干咳"), the annotators keep both.
func preciseBefore(x extract.Result, i int, tx text) bool {
	m := x.Mentions[i]
	if len(preciseForms[m.ConceptID]) == 0 || !isHan(tx.str) {
		return false
	}
	for j := 0; j < i; j++ {
		n := x.Mentions[j]
		if !n.Assertion.Negated && slices.Contains(preciseForms[m.ConceptID], n.ConceptID) {
			return true
		}
	}
	return false
}

// woundPain reports whether a wound is named only as the place of a pain
// said right after it ("伤口少少痛", "侧切嘅伤口都唔痛喇", "刀口还有点疼"):
// the pain is told, and the wound is the known operation's.
func woundPain(m extract.Mention, tx text) bool {
	if m.ConceptID != "sym:wound" {
		return false
	}
	rest := strings.TrimLeft(tx.after(m), " ")
	for changed := true; changed; {
		changed = false
		if w := startsWithAny(rest, woundDegree); w != "" {
			rest, changed = rest[len(w):], true
		}
	}
	return startsWithAny(rest, painWords) != ""
}

// woundDegree may stand between a wound and its pain.
var woundDegree = []string{"还", "都", "也", "有点", "有点儿", "有些", "少少", "有啲", "不", "唔", "冇", "没", "没有", "已经", "倒", "就", "还是", "偶尔"}

// introduced brings a new person into a Chinese clause: 有个, then a
// short noun that ends as people's names do ("有个老汉", "有个同事", "有位
// 阿姨", "有个小伙子").
// A number of people brings in several ("还有两个人也这样发烧").
var introduced = regexp.MustCompile(`(有个|有一个|有位|有一位|有(两|三|四|五|几|好几|俩|仨|一些|不少|好些|好多)(个|位)?)[\p{Han}]{0,3}(汉|伯|叔|婶|姨|婆|公|爷|奶|哥|姐|弟|妹|妹儿|人|友|事|学|居|傅|娃|孩|伙子|头|佬)`)

// unitAfterPerson reports whether what looked like a person's ending is a
// unit's first half: "有个四公分的囊肿" is a size, not a man.
func unitAfterPerson(rest string) bool {
	return startsWithAny(rest, []string{"分", "里", "斤", "尺", "升", "顷"}) != ""
}

// introducedOther reports whether m's sentence brings in someone new before
// m (see introduced), with no "我" of the patient after them: the clauses
// after go on about them ("…两个人也发烧，卫生院说是感冒").
func introducedOther(m extract.Mention, tx text) bool {
	before := sentenceBefore(tx, m)
	loc := introduced.FindStringIndex(before)
	if loc == nil || unitAfterPerson(before[loc[1]:]) {
		return false
	}
	return !containsAny(before[loc[1]:], []string{"我", "俺", "额"})
}

// whenCues close a circumstance: "咳嗽打喷嚏的时候扯着疼", "打喷嚏、笑大声会
// 漏".
var whenCues = []string{"的时候", "时候", "的辰光", "嘅时候", "时", "会"}

// circumstanceOf are the complaints a circumstance brings on, said after its
// cue: a pain, a pull, a leak.
var circumstanceOf = []string{"疼", "痛", "扯", "漏", "尿出来", "渗尿"}

// zhCircumstances returns the symptom mentions a Chinese clause names as
// the circumstance of another complaint ("咳嗽打喷嚏的时候扯着疼一下",
// "打喷嚏、笑大声会漏少少"): when it comes on, not a complaint of their own,
// unless the turn names them again as one.
func zhCircumstances(x extract.Result, tx text) map[int]bool {
	out := map[int]bool{}
	for i, m := range x.Mentions {
		if m.Type != ontology.TypeSymptom || !isHan(m.Text) || m.Assertion.Negated {
			continue
		}
		rest := tx.after(m)
		cue, at := "", -1
		for _, c := range whenCues {
			if k := strings.Index(rest, c); k >= 0 && (at < 0 || k < at) {
				cue, at = c, k
			}
		}
		if at < 0 || len([]rune(rest[:at])) > 6 || containsAny(rest[:at], append([]string{"不", "没", "冇", "唔"}, painWords...)) {
			continue
		}
		if !containsAny(rest[at+len(cue):], circumstanceOf) {
			continue
		}
		out[i] = true
	}
	for j := range out {
		for k, n := range x.Mentions {
			if !out[k] && k != j && n.ConceptID == x.Mentions[j].ConceptID {
				delete(out, j) // "咳嗽，一咳嗽就胸口疼": also told as a complaint
				break
			}
		}
	}
	return out
}

// vagueOrgans are conditions that only say an organ is not well ("心脏不好",
// "肝不好"), with the ICD-10 chapter part of the conditions that say how.
var vagueOrgans = map[string]string{"cond:heart_disease": "I", "cond:liver_disease": "K7", "cond:kidney_disease": "N"}

// namedPreciselyAfter reports whether vague condition mention i
// is said again precisely later in its sentence ("我心脏不好，房颤"): the
// precise condition is the patient's, and the vague one adds nothing.
func (r *Reader) namedPreciselyAfter(x extract.Result, i int, tx text) bool {
	m := x.Mentions[i]
	prefix, ok := vagueOrgans[m.ConceptID]
	if !ok || !isHan(m.Text) || m.Assertion.Negated || m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
		// English lists "heart disease" beside a precise one as a
		// condition of its own ("no heart disease, high blood pressure").

		return false
	}
	for _, n := range x.Mentions[i+1:] {
		if !tx.sameSentence(m, n) || n.Type != ontology.TypeCondition || n.ConceptID == m.ConceptID {
			continue
		}
		if c, ok := r.onto.Concept(n.ConceptID); ok && strings.HasPrefix(c.Code.Code, prefix) {
			return true
		}
	}
	return false
}

// laySays opens what someone who is no clinician says of the patient: "我
// 媳妇讲是", "俺闺女说".
var laySays = regexp.MustCompile(`(媳妇|老婆|老公|爱人|闺女|女儿|儿子|老伴|老头子?|老太婆|妈|爸|朋友|同事|邻居|家里人|亲戚|室友|堂客|婆娘|屋里人)儿?(讲|说|觉得|认为)`)

// layDiagnosis reports whether condition mention m is what someone who is
// no clinician says the patient has ("我媳妇讲是我甲状腺有问题"), or a
// condition or symptom someone else labels the patient with ("我女朋友说我
// 是焦虑"): a guess for a clinician to check, not a diagnosis. A symptom
// they saw ("老婆说我打呼噜") is told as seen.
func layDiagnosis(m extract.Mention, tx text) bool {
	if m.Type != ontology.TypeCondition && m.Type != ontology.TypeSymptom || !isHan(m.Text) {
		return false
	}
	lead := sentenceBefore(tx, m)
	if containsAny(lead, clinicianWords) {
		return false
	}
	if m.Type == ontology.TypeCondition && laySays.MatchString(lead) {
		return true
	}
	return layLabelled(lead)
}

// layLabel puts a name on the patient with "是": "说我是焦虑", "讲我是压力大".
// Whoever says it, it is a judgement, not a sign they saw ("老婆说我打呼噜").
var layLabel = regexp.MustCompile(`(说|讲|觉得|认为)(我|俺|额|阿拉)(就|就是|只)?是$`)

// layLabelled reports whether lead ends in someone else's label for the
// patient (see layLabel), with a few words at most between label and
// finding, and the patient not the one who says it ("我跟她说我是…").
func layLabelled(lead string) bool {
	rs := []rune(lead)
	for k := len(rs); k >= 0 && k >= len(rs)-3; k-- {
		loc := layLabel.FindStringIndex(string(rs[:k]))
		if loc == nil {
			continue
		}
		sayer := []rune(string(rs[:k])[:loc[0]])
		if len(sayer) == 0 || strings.ContainsRune("我俺额自", sayer[len(sayer)-1]) || containsAny(string(sayer), []string{"跟", "对", "给", "和"}) {
			return false
		}
		return true
	}
	return false
}
