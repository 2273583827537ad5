package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A child of the patient's births, born by caesarean, is the mother's
// operation: "生过两个，老二是剖的" (session 51, change dev zh-z1-032). 老二, the
// second-born, is the subject of 是剖的, and the operation was read as the
// child's, which the record keeps nowhere. Only a child named by its place
// among the births the turn tells (老大, 老二, 头胎, 二胎…, with 生过, 生了 or 生
// 老…) moves: "我女儿是剖腹产的" may be the daughter's own delivery, and stays
// as it was. The child's own illnesses stay the child's.

// zhBirthOrder name a child by its place among the births.
var zhBirthOrder = []string{"老大", "老二", "老三", "老幺", "头胎", "頭胎", "二胎", "三胎", "头一个", "第一个", "第二个", "第三个", "大的", "小的"}

// bornByCaesarean gives the patient the caesarean of a birth the turn tells.
func bornByCaesarean(tx text, st []Statement) []Statement {
	all := tx.str
	if !containsAny(all, zhBirthOrder) || !containsAny(all, []string{"生过", "生過", "生了", "生老", "生完", "生头", "生二", "生咗", "生的"}) {
		return st
	}
	for i, s := range st {
		if s.Type == Procedure && s.Concept == "proc:caesarean_section" && s.Experiencer == "child" && !s.Negated && !s.Hypothetical {
			st[i].Experiencer = extract.Patient
		}
	}
	return st
}
